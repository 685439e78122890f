import { beforeAll, expect, test } from 'vitest';

import type { CreateLanguage } from '~/lib/languages';

import type { Guide, GuideRequest } from '../guide';
import { type English, loadEnglish } from './english.server';
import { draftGuideOffline } from './guide-drafter';
import { infoQuestion } from './interviewer';

// A drafted guide reads well: grammatical titles, questions and required info, questions of varied forms, and required
// info asked as questions about the respondent, never as criteria of the brief.

let english: English;
beforeAll(async () => {
  english = await loadEnglish();
});
const draft = (request: GuideRequest) => draftGuideOffline(request, english);

type Brief = Omit<GuideRequest, 'language'>;
const BRIEFS: Partial<Record<CreateLanguage, Record<string, Brief>>> = {
  English: {
    dentist: {
      goal: 'Understand how adults who moved to a new city chose a new dentist.',
      description:
        'Adults 25-55 who changed dentist in the last two years after moving to a new city. We want to hear about the search, the first visit, price and trust. 20-minute chat.',
      questions: '',
    },
    bikes: {
      goal: 'Understand why customers cancel their e-bike subscriptions within the first three months.',
      description: 'Customers who cancelled an e-bike subscription in the last six months. Topics: delivery, repairs, pricing and the app.',
      questions: '',
    },
    coffee: {
      goal: 'Explore the coffee habits of remote workers.',
      description: 'Remote workers aged 25-45. Talk about morning routine, home equipment, cafés and spending.',
      questions: '',
    },
  },
  Spanish: {
    dentist: {
      goal: 'Entender cómo los adultos que se mudaron a una nueva ciudad eligieron un nuevo dentista.',
      description: 'Adultos de 25 a 55 años. Queremos hablar sobre la búsqueda, la primera visita, el precio y la confianza.',
      questions: '',
    },
    coffee: {
      goal: 'Explorar los hábitos de café de las personas que trabajan desde casa.',
      description: 'Temas: rutina de la mañana, equipo en casa, cafeterías y gasto.',
      questions: '',
    },
    bakeries: {
      goal: 'Entender cómo las panaderías eligen un proveedor de harina.',
      description: 'Hablaremos sobre el proveedor actual, la rutina de pedidos, la calidad y el precio.',
      questions: '',
    },
  },
  German: {
    dentist: {
      goal: 'Verstehen, wie Erwachsene nach einem Umzug in eine neue Stadt einen neuen Zahnarzt gewählt haben.',
      description: 'Erwachsene von 25 bis 55 Jahren. Themen: die Suche, der erste Besuch, der Preis und das Vertrauen.',
      questions: '',
    },
    bikes: {
      goal: 'Verstehen, warum Kunden ihr E-Bike-Abo kündigen.',
      description: 'Themen: Lieferung, Reparaturen, Preis und App.',
      questions: '',
    },
  },
  French: {
    dentist: {
      goal: 'Comprendre comment les adultes qui ont déménagé dans une nouvelle ville ont choisi un nouveau dentiste.',
      description: 'Adultes de 25 à 55 ans. Thèmes : la recherche, la première visite, le prix et la confiance.',
      questions: '',
    },
  },
  Russian: {
    dentist: {
      goal: 'Понять, как взрослые, переехавшие в новый город, выбирали нового стоматолога.',
      description: 'Темы: поиск, первый визит, цена и доверие.',
      questions: '',
    },
  },
  Japanese: {
    dentist: {
      goal: '新しい街に引っ越した大人が新しい歯医者をどう選んだかを知る',
      description: '探し方、初診、料金、信頼について',
      questions: '',
    },
  },
  Chinese: {
    dentist: { goal: '了解搬到新城市的成年人如何选择新的牙医', description: '主题：寻找方式、第一次就诊、价格和信任', questions: '' },
  },
};
const guides = (): [string, Guide][] =>
  Object.entries(BRIEFS).flatMap(([language, briefs]) =>
    Object.entries(briefs).map(([name, brief]): [string, Guide] => [
      `${name} (${language})`,
      draft({ ...brief, language: language as CreateLanguage }),
    ]),
  );

// What the issue quoted as wrong, and the shapes of it: a dropped "to", a noun without its article after a
// preposition, the one template every topic used, criteria and third-person sentences in the required info.
const UNGRAMMATICAL: RegExp[] = [
  /\bmov(?:e|ed|ing) a new\b/i,
  /\b(?:about|during|with|involving|on) (?:first|second|last|monthly|new|current|morning) \w+/i,
  /what can you tell me about \w+(?: \w+)?, from your own experience/i,
  /\bwhen they last\b/i,
  /how they fit the study/i,
];

/** A question's form: its first three words, or for unspaced scripts the question with its topic taken out. */
function formOf(question: string, topicTitle: string): string {
  const masked = question.replace(topicTitle, '…').toLocaleLowerCase();
  const words = masked
    .replace(/[^\p{L}\p{N}…\s]/gu, ' ')
    .trim()
    .split(/\s+/);
  return words.length > 2 ? words.slice(0, 3).join(' ') : masked;
}

test('the dentist guide keeps "moved to a new city" whole and asks about choosing the dentist', () => {
  const guide = draft({ ...BRIEFS.English!.dentist!, language: 'English' });
  expect(guide.title).toBe('How adults who moved to a new city chose a new dentist');
  expect(guide.questions[1]).toEqual({
    title: 'Choosing a new dentist',
    description: 'Think back to when you chose a new dentist. Can you walk me through what happened, step by step?',
  });
  expect(guide.requiredInfo).toContain('When did you last choose a new dentist?');
  const text = [guide.title, ...guide.requiredInfo, ...guide.questions.flatMap((q) => [q.title, q.description])].join('\n');
  expect(text).not.toMatch(/moving a new city|moved a new city/);
});

test('the dentist topics are asked with their articles and in different forms: how, what happened, why, what role', () => {
  const guide = draft({ ...BRIEFS.English!.dentist!, language: 'English' });
  const byTitle = Object.fromEntries(guide.questions.map((q) => [q.title, q.description]));
  expect(byTitle).toMatchObject({
    Search: 'How did the search go when you chose a new dentist?',
    'First visit': 'What happened during the first visit?',
    Price: 'What are your thoughts on the price?',
    Trust: 'What role did trust play when you chose a new dentist?',
  });
});

test('no drafted text matches a pattern of the ungrammatical phrases, for three briefs in English and others in six languages', () => {
  for (const [name, guide] of guides()) {
    for (const text of [guide.title, ...guide.requiredInfo, ...guide.questions.flatMap((q) => [q.title, q.description])]) {
      for (const pattern of UNGRAMMATICAL) expect(`${name}: ${text}`).not.toMatch(pattern);
    }
  }
});

test('no two questions of a drafted guide share an opening form, in every language', () => {
  for (const [name, guide] of guides()) {
    const forms = guide.questions.map((q) => formOf(q.description, q.title));
    const repeated = forms.filter((form, i) => forms.indexOf(form) !== i);
    expect(`${name}: ${repeated.join(' | ')}`).toBe(`${name}: `);
  }
});

test('every required-info item is a question put to the respondent, never a criterion or a sentence of the brief', () => {
  // Spanish asks with tú: a pronoun, or a verb in its tú form ("¿Cuándo elegiste … por última vez?").
  const toRespondent =
    /\byou\b|\byour\b|\btu\b|\bte\b|\btienes\b|\p{L}(?:aste|iste)(?!\p{L})|\bvous\b|\bvotre\b|\bSie\b|\bIhre?\b|あなた|(?<!\p{L})(?:вы|вас)(?!\p{L})|您|ご|お/u;
  for (const [name, guide] of guides()) {
    expect(guide.requiredInfo.length).toBeGreaterThan(0);
    for (const item of guide.requiredInfo) {
      expect(`${name}: ${item}`).toMatch(/[?？]$/u);
      expect(`${name}: ${item}`).toMatch(toRespondent);
      // A screening criterion ("adults 25-55 who …") is the researcher's, not a question.
      expect(`${name}: ${item}`).not.toMatch(/\d+\s*(?:-|–|to|a|à|bis)\s*\d+|\bwho\b|\bque\b|\bqui\b/u);
    }
  }
});

test('a long goal title in French or German keeps its verb and never ends on an article', () => {
  const french = draft({ ...BRIEFS.French!.dentist!, language: 'French' });
  expect(french.title).toBe('Comment les adultes qui ont déménagé dans une nouvelle ville ont choisi un nouveau dentiste');
  const german = draft({ ...BRIEFS.German!.dentist!, language: 'German' });
  expect(german.title).toBe('Wie Erwachsene nach einem Umzug in eine neue Stadt einen neuen Zahnarzt gewählt haben');
});

test('the drafted "When did you last …?" item is asked as written, not wrapped in "Could you tell me when did you …"', () => {
  const guide = draft({ ...BRIEFS.English!.dentist!, language: 'English' });
  const item = guide.requiredInfo.at(-1)!;
  expect(infoQuestion(item, 'other', 'English')).toBe('When did you last choose a new dentist?');
});

test('a verb the tagger reads as a noun after a plural (“how households compare energy tariffs”) is still the action', () => {
  const guide = draft({
    goal: 'Understand how households compare energy tariffs',
    description: 'Adults who pay their own bills.',
    questions: '',
    language: 'English',
  });
  // Before: "Could you tell me about your experience with households compare energy tariffs?"
  expect(guide.questions[1]!.description).toBe(
    'Think back to when you compared energy tariffs. Can you walk me through what happened, step by step?',
  );
  expect(guide.requiredInfo).toContain('When did you last compare energy tariffs?');
  const text = guide.questions.map((q) => q.description).join('\n');
  expect(text).not.toMatch(/households compare/);
  // A noun after a plural stays a noun: "how families choose a nursery" keeps "choose" as its action.
  expect(
    draft({ goal: 'Understand how families choose a nursery', description: 'Parents.', questions: '', language: 'English' }).questions[1]!
      .description,
  ).toBe('Think back to when you chose a nursery. Can you walk me through what happened, step by step?');
});

test('a clause of time after the goal\'s act stays out of the questions: no "when you chose … when you move house"', () => {
  const guide = draft({
    goal: 'Understand how people choose a removal company when they move house',
    description: 'People who moved house with a removal company in the last year. Around twenty minutes, by chat.',
    questions: '',
    language: 'English',
  });
  const said = [...guide.questions.flatMap((q) => [q.title, q.description]), ...guide.requiredInfo];
  for (const text of said) expect(text).not.toMatch(/\bwhen (?:you|they) move house\b/);
  expect(guide.requiredInfo).toContain('When did you last choose a removal company?');
  expect(guide.questions.map((q) => q.description)).toContain('What matters most to you when you choose a removal company?');
});
