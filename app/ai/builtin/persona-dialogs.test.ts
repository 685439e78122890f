import { beforeAll, expect, test } from 'vitest';

import type { CreateLanguage } from '~/lib/languages';

import { type English, loadEnglish } from './english.server';
import { draftGuideOffline } from './guide-drafter';
import { builtinPersonaAnswer, personaFacts, seedOf } from './persona';
import { questionKind } from './persona-reading';
import { sentencesOf } from './persona-repeats';
import { VOICES } from './persona-voices';

// Built-in personas run through whole dialogs of the dentist study (how adults who moved to a new city chose a new
// dentist): the drafted guide's questions, its required info and the interviewer's usual follow-ups, in five languages.

let english: English;
beforeAll(async () => {
  english = await loadEnglish();
});

type Study = {
  goal: string;
  description: string;
  followUps: string[];
  personas: { description: string; age: string; role: string; reason: string }[];
};
const STUDIES: Partial<Record<CreateLanguage, Study>> = {
  English: {
    goal: 'Understand how adults who moved to a new city chose a new dentist.',
    description:
      'Adults 25-55 who changed dentist in the last two years. We want to hear about the search, the first visit, price and trust.',
    followUps: ['How did you search?', 'Why was that?', 'Could you give me an example?', 'What do you mean by that?', 'When was that?'],
    personas: [
      {
        description:
          'Priya, 29, a nurse. Moved from Leeds to Bristol last year. Renting in a new city. Chose her dentist because of a recommendation from a colleague.',
        age: '29',
        role: 'nurse',
        reason: 'because of a recommendation from a colleague',
      },
      {
        description: 'Tom, 42, teacher. First-time renter. Left his old dentist because of constant upselling of whitening.',
        age: '42',
        role: 'teacher',
        reason: 'because of constant upselling of whitening',
      },
    ],
  },
  Spanish: {
    goal: 'Entender cómo los adultos que se mudaron a una nueva ciudad eligieron un nuevo dentista.',
    description: 'Queremos hablar sobre la búsqueda, la primera visita, el precio y la confianza.',
    followUps: ['¿Cómo buscaste?', '¿Por qué?', '¿Podrías darme un ejemplo?', '¿Qué quieres decir con eso?', '¿Cuándo fue eso?'],
    personas: [
      {
        description: 'Lucía, 29, enfermera en Bristol. Eligió a su dentista por la recomendación de una compañera.',
        age: '29',
        role: 'enfermera',
        reason: 'por la recomendación de una compañera',
      },
    ],
  },
  German: {
    goal: 'Verstehen, wie Erwachsene nach einem Umzug in eine neue Stadt einen neuen Zahnarzt gewählt haben.',
    description: 'Themen: die Suche, der erste Besuch, der Preis und das Vertrauen.',
    followUps: [
      'Wie haben Sie gesucht?',
      'Warum war das so?',
      'Können Sie mir ein Beispiel nennen?',
      'Was meinen Sie damit?',
      'Wann war das?',
    ],
    personas: [
      {
        description: 'Jonas, 38, Lehrer in Hamburg. Hat den Zahnarzt wegen einer Empfehlung von Kollegen gewählt.',
        age: '38',
        role: 'Lehrer',
        reason: 'wegen einer Empfehlung von Kollegen',
      },
    ],
  },
  Russian: {
    goal: 'Понять, как взрослые, переехавшие в новый город, выбирали нового стоматолога.',
    description: 'Темы: поиск, первый визит, цена и доверие.',
    followUps: ['Как вы искали?', 'Почему так?', 'Можете привести пример?', 'Что вы имеете в виду?', 'Когда это было?'],
    personas: [
      {
        description: 'Анна, 34, бухгалтер из Казани. Выбрала стоматолога из-за отзывов знакомых.',
        age: '34',
        role: 'бухгалтер',
        reason: 'из-за отзывов знакомых',
      },
    ],
  },
  French: {
    goal: 'Comprendre comment les adultes qui ont déménagé dans une nouvelle ville ont choisi un nouveau dentiste.',
    description: 'Thèmes : la recherche, la première visite, le prix et la confiance.',
    followUps: [
      'Comment avez-vous cherché ?',
      'Pourquoi ?',
      'Pouvez-vous me donner un exemple ?',
      'Qu’entendez-vous par là ?',
      'C’était quand ?',
    ],
    personas: [
      {
        description: 'Julien, 45, professeur à Lyon. A choisi son dentiste à cause des avis de ses collègues.',
        age: '45',
        role: 'professeur',
        reason: 'à cause des avis de ses collègues',
      },
    ],
  },
};
const SEEDS = [0, 1, 2, 3];

/** The interviewer's side of a dialog: greeting, each guide question with a follow-up, the required info after the first. */
const asked = new Map<CreateLanguage, string[]>();
function interviewerMessages(language: CreateLanguage, study: Study): string[] {
  const known = asked.get(language);
  if (known) return known;
  const guide = draftGuideOffline({ goal: study.goal, description: study.description, questions: '', language }, english);
  const messages = ['Hello, and thank you for taking part! Shall we begin?'];
  guide.questions.forEach((question, i) => {
    messages.push(question.description);
    if (i === 1) messages.push(...guide.requiredInfo);
    if (i > 0 && i < guide.questions.length - 1) messages.push(study.followUps[i % study.followUps.length]!);
  });
  // The search asked about again, as a respondent who was not listened to would be.
  messages.splice(messages.length - 1, 0, study.followUps[0]!);
  asked.set(language, messages);
  return messages;
}

type Turn = { question: string; answer: string };
function dialog(language: CreateLanguage, persona: string, seed: number): Turn[] {
  const earlier: string[] = [];
  return interviewerMessages(language, STUDIES[language]!).map((question, turn) => {
    const answer = builtinPersonaAnswer({
      description: persona,
      question,
      seed: seedOf(`${persona}#${seed}`),
      turn,
      english,
      language,
      earlier,
    });
    earlier.push(answer);
    return { question, answer };
  });
}
// Every dialog is run once, and each test reads them.
let all: { language: CreateLanguage; persona: Study['personas'][number]; turns: Turn[] }[] | undefined;
const dialogs = () =>
  (all ??= Object.entries(STUDIES).flatMap(([language, study]) =>
    study.personas.flatMap((persona) =>
      SEEDS.map((seed) => ({
        language: language as CreateLanguage,
        persona,
        turns: dialog(language as CreateLanguage, persona.description, seed),
      })),
    ),
  ));

test('a persona never says the same sentence twice in one dialog', () => {
  for (const { language, turns } of dialogs()) {
    const said = turns.slice(1).flatMap((turn) => sentencesOf(turn.answer));
    const keys = said.map((sentence) =>
      sentence
        .toLocaleLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim(),
    );
    const repeated = said.filter((_, i) => keys.indexOf(keys[i]!) !== i);
    expect(`${language}: ${repeated.join(' | ')}`).toBe(`${language}: `);
  }
});

test('each answer fits the kind of question asked: how → the means, why → a reason, how old → the age, when → a time', () => {
  for (const { language, persona, turns } of dialogs()) {
    const voice = VOICES[language];
    turns.forEach(({ question, answer }, turn) => {
      const kind = questionKind(question, turn, language);
      const where = `${language} "${question}" → "${answer}"`;
      if (kind === 'age') expect(answer, where).toContain(persona.age);
      if (kind === 'occupation') expect(answer, where).toContain(persona.role);
      // After a lead-in ("Honnêtement, quelqu’un …") the sentence starts in lower case.
      const says = (sentence: string) => answer.toLocaleLowerCase().includes(sentence.toLocaleLowerCase());
      if (kind === 'means') expect(voice.means.some(says), where).toBe(true);
      if (kind === 'reason')
        expect(
          answer.toLowerCase().includes(persona.reason.toLowerCase()) || Object.values(voice.reasons).some((list) => list.some(says)),
          where,
        ).toBe(true);
      if (kind === 'time') expect(voice.time.some(says), where).toBe(true);
      if (kind === 'frequency') expect(voice.frequency.some(says), where).toBe(true);
    });
  }
});

test('the questions of the dentist dialog are read as the kinds they ask, in every language', () => {
  for (const [language, study] of Object.entries(STUDIES)) {
    const kinds = interviewerMessages(language as CreateLanguage, study).map((question, turn) => questionKind(question, turn, language));
    for (const kind of ['age', 'occupation', 'means', 'reason', 'time'] as const) expect(kinds, language).toContain(kind);
  }
  expect(questionKind('How did you search?', 3)).toBe('means');
  // The interviewer's invitation to give examples does not make "how did it go" a request for a day's example.
  expect(questionKind('How did the search go when you chose a new dentist? Examples from your own experience are very welcome.', 4)).toBe(
    'process',
  );
});

// The shapes of what the issue quoted: "I'm a renting in a new city.", "As for my thoughts, …", "I care a lot about
// I'm …", a day's example given for how they searched.
const UNGRAMMATICAL = [
  /\bI’m (?:an? |also an? )\p{L}+ing\b/u,
  /\bI care a lot about (?:I|I’m|my|an?)\b/u,
  /\bAs for my (?:thoughts|opinion|views|feelings)\b/u,
  /\bI’m (?:also )?a new city\b/u,
];

test('English answers match none of the patterns of the ungrammatical sentences, and how they searched is no day’s example', () => {
  for (const { language, turns } of dialogs().filter((d) => d.language === 'English')) {
    for (const { question, answer } of turns) {
      for (const pattern of UNGRAMMATICAL) expect(`${language}: ${answer}`).not.toMatch(pattern);
      if (/how did you search/i.test(question)) expect(answer).not.toMatch(/Take last Monday|it took me five minutes/);
    }
  }
});

test('a description is said in grammatical first-person sentences: renting, moving and kinds of person', () => {
  const priya = personaFacts(STUDIES.English!.personas[0]!.description, english);
  expect(priya).toMatchObject({ name: 'Priya', age: '29', role: 'a nurse', place: 'Bristol' });
  expect(priya.habits).toContain('I’m renting in a new city');
  expect(personaFacts("Ali, 40, new city, first-time renter. I'm new here.", english)).toMatchObject({
    role: 'a first-time renter',
    habits: ['I’m new here'],
  });
  expect(personaFacts('Dave, 35, a teacher. Young professional renting in a new city.', english).habits.join(' ')).not.toMatch(
    /I care a lot about young|I’m a renting/,
  );
});
