import { beforeAll, describe, expect, test } from 'vitest';

import { classifyAnswer } from '~/features/ai-interviewer/answer-kinds';
import { INTERVIEW_LANGUAGES, type InterviewLanguage } from '~/lib/languages';

import { backtrackingInputs, firstSlowInput, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { type English, loadEnglish } from './english.server';
import { builtinPersonaAnswer, personaFacts, seedOf } from './persona';
import { questionKind } from './persona-reading';
import { VOICES } from './persona-voices';

let english: English;
beforeAll(async () => {
  english = await loadEnglish();
});

/** One persona per language, each with a reason of its own, and the guide's questions in that language. */
type Case = {
  description: string;
  greeting: string;
  intro: string;
  why: string;
  /** The reason as the respondent says it: with its connector, never the description's sentence. */
  reason: string;
  lastTime: string;
  howOften: string;
  closed: string;
  closing: string;
  /** Words of other languages that must not appear (English words in the others, and vice versa). */
  foreign: RegExp;
};

const NOT_ENGLISH = /\b(?:the|and|because|I|I’m|my|it’s|Mostly|Yes|Probably)\b/;
const CASES: Record<InterviewLanguage, Case> = {
  English: {
    description: 'Tom, 41, a baker in Rotterdam. Cancelled his e-bike subscription because of repeated flat tyres and slow repairs.',
    greeting: 'Hello, and thank you for taking part! Shall we begin?',
    intro: 'Could you tell me a little about yourself?',
    why: 'Why did you cancel your e-bike subscription?',
    reason: 'Mostly because of repeated flat tyres and slow repairs.',
    lastTime: 'Walk me through the last time you needed a repair.',
    howOften: 'How often did you ride the e-bike?',
    closed: 'Would you subscribe again?',
    closing: 'Is there anything else you would like to share that we have not talked about?',
    foreign: /[а-яё]|[\p{Script=Han}]|\b(?:und|weil|porque|parce)\b/u,
  },
  Russian: {
    description: 'Анна, 34, бухгалтер из Казани. Отказалась от подписки на электровелосипед из-за частых проколов и медленного ремонта.',
    greeting: 'Здравствуйте и спасибо, что согласились принять участие! Начнём?',
    intro: 'Расскажите, пожалуйста, немного о себе.',
    why: 'Почему вы отказались от подписки на электровелосипед?',
    reason: 'В основном из-за частых проколов и медленного ремонта.',
    lastTime: 'Расскажите по шагам, как проходил последний ремонт.',
    howOften: 'Как часто вы ездили на электровелосипеде?',
    closed: 'Оформили бы вы подписку снова?',
    closing: 'Есть ли что-то ещё, о чём мы не поговорили?',
    foreign: NOT_ENGLISH,
  },
  Spanish: {
    description:
      'Lucía, 29, enfermera en Sevilla. Canceló la suscripción a la bicicleta eléctrica por los pinchazos repetidos y las reparaciones lentas.',
    greeting: '¡Hola y gracias por participar! ¿Empezamos?',
    intro: '¿Podrías contarme un poco sobre ti?',
    why: '¿Por qué cancelaste la suscripción a la bicicleta eléctrica?',
    reason: 'Sobre todo por los pinchazos repetidos y las reparaciones lentas.',
    lastTime: '¿Qué pasó la última vez que necesitaste una reparación?',
    howOften: '¿Con qué frecuencia usabas la bicicleta?',
    closed: '¿Volverías a suscribirte?',
    closing: '¿Hay algo más de lo que no hayamos hablado?',
    foreign: NOT_ENGLISH,
  },
  French: {
    description:
      'Julien, 45, professeur à Lyon. A résilié son abonnement au vélo électrique à cause des crevaisons répétées et des réparations lentes.',
    greeting: 'Bonjour et merci de votre participation ! On commence ?',
    intro: 'Pouvez-vous me parler un peu de vous ?',
    why: 'Pourquoi avez-vous résilié votre abonnement au vélo électrique ?',
    reason: 'Surtout à cause des crevaisons répétées et des réparations lentes.',
    lastTime: 'Pouvez-vous me raconter étape par étape la dernière réparation ?',
    howOften: 'À quelle fréquence utilisiez-vous le vélo ?',
    closed: 'Est-ce que vous vous réabonneriez ?',
    closing: 'Y a-t-il autre chose dont nous n’avons pas parlé ?',
    foreign: NOT_ENGLISH,
  },
  German: {
    description: 'Jonas, 38, Lehrer in Hamburg. Hat sein E-Bike-Abo wegen ständiger Platten und langsamer Reparaturen gekündigt.',
    greeting: 'Hallo und danke, dass Sie mitmachen! Wollen wir beginnen?',
    intro: 'Erzählen Sie mir bitte etwas über sich.',
    why: 'Warum haben Sie Ihr E-Bike-Abo gekündigt?',
    reason: 'Vor allem wegen ständiger Platten und langsamer Reparaturen.',
    lastTime: 'Beschreiben Sie Schritt für Schritt, wie die letzte Reparatur lief.',
    howOften: 'Wie oft sind Sie mit dem E-Bike gefahren?',
    closed: 'Würden Sie wieder ein Abo abschließen?',
    closing: 'Gibt es noch etwas, worüber wir noch nicht gesprochen haben?',
    foreign: NOT_ENGLISH,
  },
  Uzbek: {
    description: 'Dilnoza, 31, Toshkentda dasturchi. Tez-tez teshilish va sekin ta’mirlash sababli elektr velosiped obunasini bekor qildi.',
    greeting: 'Assalomu alaykum va ishtirokingiz uchun rahmat! Boshlaymizmi?',
    intro: 'O‘zingiz haqingizda biroz gapirib bering.',
    why: 'Nega elektr velosiped obunasini bekor qildingiz?',
    reason: 'Asosan tez-tez teshilish va sekin ta’mirlash sababli.',
    lastTime: 'Oxirgi ta’mirlash qanday o‘tganini aytib bering.',
    howOften: 'Elektr velosipeddan qanchalik tez-tez foydalanardingiz?',
    closed: 'Yana obuna bo‘larmidingiz?',
    closing: 'Biz gaplashmagan yana biror narsa bormi?',
    foreign: NOT_ENGLISH,
  },
  Chinese: {
    description: '王芳，36岁，上海的会计。因为经常爆胎和维修太慢，取消了电动自行车订阅。',
    greeting: '您好，感谢您参与本次访谈！我们开始吧？',
    intro: '能先简单介绍一下您自己吗？',
    why: '您为什么取消了电动自行车订阅？',
    reason: '主要是因为经常爆胎和维修太慢。',
    lastTime: '能一步一步讲讲上一次维修是怎么进行的吗？',
    howOften: '您多久骑一次电动自行车？',
    closed: '您还会再订阅吗？',
    closing: '还有什么我们没有谈到、您想补充的吗？',
    foreign: /[A-Za-z]{2,}|[а-яё]/u,
  },
  Japanese: {
    description: '佐藤さん、42歳、大阪の会社員。パンクが多く修理が遅いので電動自転車のサブスクを解約した。',
    greeting: 'こんにちは。ご参加いただきありがとうございます！では始めましょうか？',
    intro: 'まずはご自身のことを少し教えていただけますか？',
    why: 'なぜ電動自転車のサブスクを解約されたのですか？',
    reason: '主にパンクが多く修理が遅いからです。',
    lastTime: '前回の修理がどのように進んだか、順を追って教えてください。',
    howOften: 'どのくらいの頻度で電動自転車に乗っていましたか？',
    closed: 'また契約したいと思いますか？',
    closing: '他に、まだお話ししていないことで付け加えたいことはありますか？',
    foreign: /[A-Za-z]{2,}|[а-яё]|[吗呢吧]/u,
  },
};

const SEEDS = [0, 1, 2, 3, 4, 5, 6, 7];
const answerIn = (language: InterviewLanguage, question: string, respondent = 0, turn = 1, earlier: string[] = []) =>
  builtinPersonaAnswer({
    description: CASES[language].description,
    name: 'P',
    question,
    seed: seedOf(`P#${respondent}`),
    turn,
    english,
    language,
    earlier,
  });
const startsWithOneOf = (text: string, list: readonly string[]) => list.some((said) => text.startsWith(said));
const stances = (voice: (typeof VOICES)[InterviewLanguage], list: 'yes' | 'no' | 'partly') => voice[list];

describe.each(INTERVIEW_LANGUAGES)('in %s', (language) => {
  const c = CASES[language];
  const voice = VOICES[language];
  const guide = [c.greeting, c.intro, c.why, c.lastTime, c.howOften, c.closed, c.closing];
  const everyAnswer = () => SEEDS.flatMap((respondent) => guide.map((question, turn) => answerIn(language, question, respondent, turn)));

  test('every answer is in the interview’s language and never pastes or retells the description', () => {
    const sentences = c.description.split(/(?<=[.。])\s*/u).filter(Boolean);
    for (const text of everyAnswer()) {
      expect(text, text).not.toMatch(c.foreign);
      expect(text).not.toContain(c.description);
      for (const sentence of sentences) expect(text, text).not.toContain(sentence.replace(/[.。]$/u, ''));
    }
    // A third-person verb of the description ("Отказалась", "Canceló", "Hat … gekündigt") is never said.
    expect(everyAnswer().join(' ')).not.toMatch(/Cancelled his|Отказалась|Canceló|A résilié|gekündigt|bekor qildi\b|取消了电动|解約した/u);
  });

  test('the greeting is accepted, and the respondent introduces themselves in the first person', () => {
    expect(voice.ready).toContain(answerIn(language, c.greeting, 0, 0));
    const intro = answerIn(language, c.intro);
    expect(intro).toMatch(
      {
        English: /^I’m Tom, I’m 41\. I’m a baker in Rotterdam\./,
        Russian: /^Меня зовут Анна, мне 34 года\. Я бухгалтер из Казани\./,
        Spanish: /^Me llamo Lucía y tengo 29 años\. Soy enfermera en Sevilla\./,
        French: /^Je m’appelle Julien, j’ai 45 ans\. Je suis professeur à Lyon\./,
        German: /^Ich heiße Jonas und bin 38\. Ich bin Lehrer in Hamburg\./,
        Uzbek: /^Mening ismim Dilnoza, 31 yoshdaman\. Men Toshkentda dasturchiman\./,
        Chinese: /^我叫王芳，今年36岁。我是上海的会计。/,
        Japanese: /^佐藤と申します。42歳です。大阪の会社員です。/,
      }[language],
    );
  });

  test('a why-question is answered with the persona’s reason, in the respondent’s words', () => {
    for (const respondent of SEEDS) {
      const text = answerIn(language, c.why, respondent, 2);
      // After a lead-in ("Hmm.", "Honnêtement,") or none; now and then followed by how it came about.
      expect(text.toLowerCase(), text).toContain(c.reason.toLowerCase());
      expect(
        voice.hedges.some(
          (hedge) =>
            text.startsWith(`${hedge}${hedge && !/[\p{Script=Han}\p{Script=Hiragana}]/u.test(hedge) ? ' ' : ''}`) &&
            text.slice(hedge.length).trim().toLowerCase().startsWith(c.reason.toLowerCase()),
        ),
      ).toBe(true);
    }
    expect(questionKind(c.why, 2, language)).toBe('reason');
  });

  test('a walk-through of the last time is told as what happened, a how-often question gets a frequency', () => {
    expect(questionKind(c.lastTime, 3, language)).toBe('process');
    expect(questionKind(c.howOften, 4, language)).toBe('frequency');
    for (const respondent of SEEDS) {
      const story = answerIn(language, c.lastTime, respondent, 3);
      const told = Object.values(voice.story).flat();
      expect(
        told.some((sentence) => story.toLowerCase().endsWith(sentence.toLowerCase())),
        story,
      ).toBe(true);
      expect(startsWithOneOf(answerIn(language, c.howOften, respondent, 4), voice.frequency)).toBe(true);
    }
  });

  test('a yes/no question gets yes, no or “partly”, and respondents of the persona do not all say the same', () => {
    expect(questionKind(c.closed, 5, language)).toBe('yes-no');
    const replies = SEEDS.map((respondent) => answerIn(language, c.closed, respondent, 5));
    for (const text of replies)
      expect(startsWithOneOf(text, [...stances(voice, 'yes'), ...stances(voice, 'no'), ...stances(voice, 'partly')]), text).toBe(true);
    expect(replies.some((text) => startsWithOneOf(text, voice.yes))).toBe(true);
    expect(replies.some((text) => startsWithOneOf(text, voice.no))).toBe(true);
  });

  test('the closing question is answered so that the interviewer hears there is nothing more', () => {
    expect(questionKind(c.closing, 6, language)).toBe('closing');
    for (const said of voice.nothingMore) expect(classifyAnswer(said), said).toBe('no-more');
    for (const said of voice.decline) expect(classifyAnswer(said), said).toBe('refusal');
  });

  test('respondents differ from one another, and one respondent always answers the same way', () => {
    const interviews = SEEDS.map((respondent) => guide.map((question, turn) => answerIn(language, question, respondent, turn)).join(' | '));
    expect(new Set(interviews).size).toBeGreaterThanOrEqual(6);
    expect(guide.map((question, turn) => answerIn(language, question, 3, turn)).join(' | ')).toBe(interviews[3]);
  });
});

test('what a figure meant is a rough figure, and a sentence said once is not said again while there is another', () => {
  const howOften = answerIn('German', CASES.German.howOften, 0, 4);
  const meant = answerIn('German', `Sie sagten „${howOften}“. Was meinen Sie damit?`, 0, 5, [howOften]);
  expect(VOICES.German.roughly).toContain(meant);
  const again = answerIn('German', `Sie sagten „${meant}“. Was meinen Sie damit?`, 0, 6, [howOften, meant]);
  expect(again).not.toBe(meant);
});

test('a lead-in is not said twice ("Если честно, честно говоря…", "Honestly? … honestly.")', () => {
  const asked: [InterviewLanguage, string][] = [
    ['Russian', 'Как поломки сказывались на вашей неделе?'],
    ['English', 'What do you think about the app?'],
    ['Uzbek', 'Obuna narxi haqida nima deb o‘ylaysiz?'],
    ['Chinese', '您觉得订阅的价格怎么样？'],
    ['Japanese', 'サブスクの料金についてどう思いますか？'],
  ];
  const answers = asked.flatMap(([language, question]) =>
    Array.from({ length: 300 }, (_, seed) => builtinPersonaAnswer({ description: 'x', question, seed, turn: 3, english, language })),
  );
  expect(answers.some((text) => /Если честно|Honestly\?|Rostini aytsam|说实话|正直/u.test(text))).toBe(true);
  for (const text of answers) expect(text).not.toMatch(/(честн).*\1|(honest).*\2|(rostini).*\3|(说实).*\4|(正直).*\5/iu);
});

test('another persona in the same language answers from its own facts', () => {
  const other = builtinPersonaAnswer({
    description: 'Ольга, 52, врач из Самары. Ушла к другому провайдеру из-за постоянных перебоев со связью.',
    question: CASES.Russian.why,
    seed: seedOf('P#0'),
    turn: 2,
    english,
    language: 'Russian',
  });
  expect(other).toMatch(/из-за постоянных перебоев со связью/);
  expect(other).not.toMatch(/проколов/);
  expect(
    builtinPersonaAnswer({
      description: 'Ольга, 52, врач из Самары.',
      question: CASES.Russian.intro,
      seed: 1,
      turn: 1,
      english,
      language: 'Russian',
    }),
  ).toMatch(/^Меня зовут Ольга, мне 52 года\. Я врач из Самары\./);
});

test('a clause that says what someone does is not taken for their occupation, and where they live is said as such', () => {
  const intro = (language: InterviewLanguage, description: string) =>
    builtinPersonaAnswer({ description, question: CASES[language].intro, seed: 1, turn: 1, english, language });
  expect(intro('Spanish', 'Lucía, 29, vive en Sevilla, trabaja de enfermera.')).toMatch(
    /^Me llamo Lucía y tengo 29 años\. Soy enfermera\. Vivo en Sevilla\./,
  );
  expect(intro('German', 'Petra, 61, wohnt in Köln, ist Rentnerin.')).toMatch(
    /^Ich heiße Petra und bin 61\. Ich bin Rentnerin\. Ich wohne in Köln\./,
  );
  expect(intro('Russian', 'Игорь, 45, живёт в Самаре, работает водителем.')).toMatch(/^Меня зовут Игорь, мне 45 лет\. Живу в Самаре\./);
  expect(intro('French', 'Marie, 52, habite à Nantes, travaille dans une banque.')).toMatch(
    /^Je m’appelle Marie, j’ai 52 ans\. J’habite à Nantes\./,
  );
  expect(intro('Uzbek', 'Aziz, 27, Samarqandda yashaydi.')).toMatch(/^Mening ismim Aziz, 27 yoshdaman\. Samarqandda yashayman\./);
  expect(intro('Chinese', '李伟，45岁，住在北京，开出租车。')).toMatch(/^我叫李伟，今年45岁。我住在北京。/);
  expect(intro('Japanese', '田中さん、35歳、東京に住んでいる。')).toMatch(/^田中と申します。35歳です。東京に住んでいます。/);
  for (const [language, description] of [
    ['Spanish', 'Lucía, 29, vive en Sevilla.'],
    ['French', 'Marie, 52, habite à Nantes.'],
    ['Chinese', '李伟，45岁，住在北京。'],
  ] as const) {
    expect(intro(language, description)).not.toMatch(/Soy vive|Je suis habite|我是住/);
  }
});

test('in English, a fact that shares a word with the question is the one the respondent brings up', () => {
  const tom = 'tom, 41, father of two in Rotterdam. Owns a small bakery. Orders flour every Monday by phone. Worries about price rises.';
  const texts = SEEDS.map((respondent) =>
    builtinPersonaAnswer({
      description: tom,
      name: 'Tom',
      question: 'Can you walk me through your ordering routine?',
      seed: seedOf(`Tom#${respondent}`),
      turn: 3,
      english,
      language: 'English',
    }),
  );
  for (const text of texts) expect(text).toContain('I order flour every Monday by phone.');
  for (const text of texts) expect(text).not.toMatch(/\b(?:he|she|his|her)\b/i);
});

test('a description is read into facts, each in the first person', () => {
  expect(personaFacts('tom, 41, father of two in Rotterdam', english)).toEqual({
    name: 'Tom',
    age: '41',
    role: null,
    place: 'Rotterdam',
    family: ['I’m a father of two'],
    habits: [],
  });
  expect(
    personaFacts('Works night shifts at a hospital. Drinks strong coffee from vending machines. Cares about price.', english).habits,
  ).toEqual(['I work night shifts at a hospital', 'I drink strong coffee from vending machines', 'I care about price']);
  expect(personaFacts('Maria is a 35-year-old teacher from Madrid who loves running.', english)).toMatchObject({
    name: 'Maria',
    age: '35',
    role: 'a teacher',
    place: 'Madrid',
    habits: ['I love running'],
  });
  expect(personaFacts('Retired teacher living in Leeds; walks her dog twice a day', english)).toMatchObject({
    role: 'a retired teacher',
    place: 'Leeds',
    habits: ['I walk my dog twice a day'],
  });
});

// Descriptions and guide questions are researchers' text of any length: reading them must take linear time.
test('reading a description and a question takes linear time', () => {
  const run = (text: string) => {
    for (const language of ['Russian', 'German', 'Uzbek', 'Japanese'])
      builtinPersonaAnswer({ description: text, question: `${text}?`, seed: 1, turn: 2, english, language });
  };
  run('warm up');
  expect(firstSlowInput(backtrackingInputs(RESPONDENT_PIECES), run, 200)).toBeUndefined();
});
