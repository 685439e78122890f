import { describe, expect, test } from 'vitest';

import { INTERVIEW_LANGUAGES } from '~/lib/languages';

import type { Directive } from '../interviewer';
import { builtinCandidates } from './interviewer';
import { TEMPLATED_FOLLOW_UP_PATTERNS, templatedPattern } from './templated-patterns';

// The dentist study of the issue: adults who moved to a new city and chose a new dentist.
const CHOOSING = { title: 'Choosing a dentist', description: 'How did you choose your current dentist?' };
const FIRST_VISIT = { title: 'First visit', description: 'What happened, step by step, at your first visit?' };
const PRICE = { title: 'Price', description: 'What are your thoughts on the price?' };
const GUIDE = [CHOOSING, FIRST_VISIT, PRICE];
const others = (question: { title: string; description: string }) =>
  GUIDE.filter((q) => q !== question)
    .map((q) => `${q.title} ${q.description}`)
    .join(' ');

const probe = (answer: string, question = FIRST_VISIT, language = 'English') =>
  builtinCandidates({ kind: 'probe', question, answer, guide: others(question) }, language, 4, 1);
const best = (answer: string, question = FIRST_VISIT, language = 'English') => probe(answer, question, language)[0]!.response;

describe('a follow-up asks about the most specific thing the respondent said', () => {
  test('“They kept upselling whitening”: what happened when they kept suggesting whitening', () => {
    expect(best('I went to a chain practice first. They kept upselling whitening, so I left after two visits.')).toBe(
      'What happened when they kept suggesting whitening?',
    );
    expect(best('They kept upselling whitening')).toBe('What happened when they kept suggesting whitening?');
  });

  test.each([
    ['I moved from Leeds to Bristol', 'What was the move to Bristol like?'],
    ['The whole visit left me annoyed because nobody explained anything.', 'What made you feel annoyed?'],
    ['I had my first appointment at the Royal Infirmary, which took a while.', 'What was it like at the Royal Infirmary?'],
    ['I had to wait three weeks for an appointment.', 'What happened when you had to wait three weeks for an appointment?'],
    ['My old dentist never called back after the X-ray.', 'What happened when your old dentist never called back after the X-ray?'],
    // A long clause is cut where nothing dangles: at a conjunction, or before its last preposition.
    [
      'The receptionist kept asking for my NHS number even though I had given it twice.',
      'What happened when the receptionist kept asking for your NHS number?',
    ],
    [
      'My husband ended up paying £120 for a filling at a private place.',
      'What happened when your husband ended up paying £120 for a filling?',
    ],
    ['We tried to register at Smile Dental, but the list was closed.', 'What happened when you tried to register at Smile Dental?'],
    // A habit is no event: the place is asked about instead.
    ['I always went to the same dentist back home in Glasgow.', 'What was it like in Glasgow?'],
  ])('%j → %j', (answer, question) => {
    expect(best(answer)).toBe(question);
  });

  test('“one name kept coming up” is no complaint: no “they” is made up for a subject the answer names', () => {
    // Before: "What happened when they kept coming up?", a subject the respondent never said.
    const answer = 'I asked my pharmacy customers which dentist they liked, and one name kept coming up.';
    expect(best(answer, CHOOSING)).not.toMatch(/kept coming up|\bthey\b/);
  });

  test('a price is left to the guide’s own question about the price', () => {
    expect(best('The first check-up cost £60 and it was quick.', FIRST_VISIT)).not.toContain('£60');
    // Asked while the price is the question, it is followed up.
    expect(best('The first check-up cost £60 and it was quick.', PRICE)).toBe('What did the £60 cover?');
  });

  test.each([['Yes. google. dunno.'], ['I’m 29, a nurse'], ['Fine.'], ['not sure really']])(
    'a short or vague answer without a detail, %j: asked for an example, nothing quoted back',
    (answer) => {
      const [first] = probe(answer);
      expect(first!.response).toBe('Could you tell me more about that, perhaps with an example?');
      for (const c of probe(answer)) expect(c.response).not.toMatch(/[“”"]/);
    },
  );

  test('an English topic is named only when it reads well inside a sentence', () => {
    const flour = { title: 'Ordering routine', description: 'How do you order flour?' };
    expect(best('Online.', flour)).toBe('Could you tell me more about how you order flour, perhaps with an example?');
    // "what your thoughts on the price are", "what happened, step by step" are not named.
    for (const question of [PRICE, FIRST_VISIT])
      expect(best('Online.', question)).toBe('Could you tell me more about that, perhaps with an example?');
  });
});

// In each language, an answer of the dentist study with a detail, and the follow-up that names it.
const IN_OTHER_LANGUAGES: [string, string, string][] = [
  ['Russian', 'В новой клинике мне всё время навязывали отбеливание, и это раздражало.', 'Что именно вас раздражало?'],
  ['Russian', 'Первый осмотр стоил 3000 рублей, а врач был внимательный.', 'За что именно вы платили 3000 рублей?'],
  ['Russian', 'Я записалась в клинике «Улыбка» через сайт и пришла в четверг.', 'Как всё прошло в клинике «Улыбка»?'],
  ['Spanish', 'Fui a una clínica en Valencia porque estaba cerca de casa.', '¿Cómo te fue en Valencia?'],
  ['Spanish', 'En la primera visita me cobraron 60 euros por una limpieza.', '¿Qué incluían esos 60 euros?'],
  // What they kept doing to the respondent is the event, as in English ("What happened when they kept suggesting …?").
  ['Spanish', 'Siempre me ofrecían el blanqueamiento y al final me cambié.', '¿Qué pasó cuando te ofrecían el blanqueamiento?'],
  ['French', 'Ils voulaient toujours me vendre un blanchiment, ça m’agaçait vraiment.', 'Qu’est-ce qui vous agaçait exactement ?'],
  ['French', 'J’ai trouvé un cabinet à Lyon grâce à une collègue de travail.', 'Comment cela s’est-il passé à Lyon ?'],
  ['German', 'Die erste Untersuchung hat 60 Euro gekostet, das war in Ordnung.', 'Was war in den 60 Euro enthalten?'],
  ['German', 'Man hat mir dort ständig eine Zahnreinigung angeboten, bis ich gegangen bin.', 'Stichwort Zahnreinigung: Wie war das genau?'],
  ['Uzbek', 'Yangi shifokor ko‘p narsani tushuntirmadi, shuning uchun xafa bo‘ldim.', 'Aynan nima sizni xafa qildi?'],
  ['Uzbek', 'Birinchi ko‘rik 200 ming so‘m turdi, lekin yaxshi o‘tdi.', '200 ming so‘m to‘lash sizga qanday tuyuldi?'],
  ['Chinese', '第一次检查花了300元，医生很耐心地讲解了。', '花300元，您觉得怎么样？'],
  ['Chinese', '他们一直向我推销美白，所以我后来换了医生。', '他们具体是怎么向您推销的？'],
  ['Japanese', '最初の検診は5000円で、説明も丁寧でした。', '5000円という金額について、どう感じましたか？'],
  ['Japanese', '毎回ホワイトニングを勧められて、少し困りました。', '具体的に何を勧められましたか？'],
];

// Asked while the price is the question, so that a price said is not left to a later question.
test.each(IN_OTHER_LANGUAGES)('in %s: %j → %j', (language, answer, question) => {
  expect(best(answer, PRICE, language)).toBe(question);
});

test('German: “Blutdruck” and “hat mir Rabatt besorgt” are no emotion; a long noun without an article is a detail', () => {
  // Before: "Wer hat Sie gedrängt, und wie?" after high blood pressure, "Was genau hat Ihnen Sorgen gemacht?" after a
  // colleague got a discount, and a request for an example after "Hallenfußball".
  expect(best('Mein Arzt hat im Januar gesagt, ich soll wegen meinem Blutdruck was tun.', PRICE, 'German')).not.toMatch(/gedrängt/);
  expect(best('Ein Kollege hat mir Rabatt im Studio am Betriebshof besorgt.', PRICE, 'German')).not.toMatch(/Sorgen/);
  expect(best('Ich spiele donnerstags Hallenfußball mit den Kollegen.', PRICE, 'German')).toBe(
    'Stichwort Hallenfußball: Wie war das genau?',
  );
  // Worry and pressure said as such still are.
  expect(best('Ich war besorgt, weil niemand zurückgerufen hat.', PRICE, 'German')).toBe('Was genau hat Ihnen Sorgen gemacht?');
  expect(best('Ich stand unter Druck, sofort zu unterschreiben.', PRICE, 'German')).toBe('Wer hat Sie gedrängt, und wie?');
});

// Answers of every shape: a detail of each kind, short, vague, terse, a non-answer, in English and per language.
const ANSWERS = [
  'They kept upselling whitening',
  'Yes. google. dunno.',
  'I’m 29, a nurse',
  '42, teacher',
  'I moved from Leeds to Bristol and found the practice on a map.',
  'It cost £60 and I was annoyed.',
  'Online.',
  'Hmm. Let me think. Not really.',
  ...IN_OTHER_LANGUAGES.map(([, answer]) => answer),
];
const QUESTIONS: Directive[] = GUIDE.flatMap((question) =>
  ANSWERS.map((answer) => ({ kind: 'probe' as const, question, answer, guide: others(question) })),
);

describe('no built-in follow-up reads as a template', () => {
  test('the issue’s examples are on the list', () => {
    for (const bad of [
      'You said “42, teacher”. What do you mean by that, thinking of yourself and your everyday routine?',
      'What do you mean by that, thinking of what your thoughts on the price are?',
      'What makes you say that about what happened, step by step?',
      'How does that affect you when it comes to the topic “First visit”?',
      'Let’s turn to the topic “Price”.',
      'Вы сказали: «да». Что вы имеете в виду, если говорить о теме «Цена»?',
      'Sie sagten „ja“. Was meinen Sie damit beim Thema „Preis“?',
      '您提到“是的”。关于“价格”，这具体是指什么？',
    ])
      expect(templatedPattern(bad), bad).not.toBeNull();
    expect(TEMPLATED_FOLLOW_UP_PATTERNS.length).toBeGreaterThan(10);
  });

  test.each(INTERVIEW_LANGUAGES)('in %s, every follow-up candidate to every answer', (language) => {
    for (const directive of QUESTIONS) {
      for (const candidate of builtinCandidates(directive, language, 10, 3)) {
        expect(templatedPattern(candidate.response), candidate.response).toBeNull();
        expect(candidate.response).not.toContain((directive as { question: { title: string } }).question.title);
      }
    }
  });
});
