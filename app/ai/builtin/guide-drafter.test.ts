import { beforeAll, expect, test } from 'vitest';

import { type GuideRequest, guideSchema } from '../guide';
import { type English, loadEnglish } from './english.server';
import { draftGuideOffline as draftWith, questionTitle, splitQuestions, titleFromGoal, wholePhrase } from './guide-drafter';

let english: English;
beforeAll(async () => {
  english = await loadEnglish();
});
const draftGuideOffline = (request: GuideRequest) => draftWith(request, english);

const request = (overrides: Partial<GuideRequest> = {}): GuideRequest => ({
  goal: 'Understand why young parents choose frozen meals on weekdays.',
  description: 'Parents of children under 10 who cook at home; 20 minutes; chat.',
  questions: 'What did you have for dinner last Tuesday?\nWho decides what the family eats?',
  language: 'English',
  ...overrides,
});

test('drafting is deterministic: the same request gives a deep-equal guide', () => {
  const first = draftGuideOffline(request());
  const second = draftGuideOffline(request());
  expect(second).toEqual(first);
  expect(draftGuideOffline(request({ language: 'Japanese' }))).toEqual(draftGuideOffline(request({ language: 'Japanese' })));
});

test('every potential question appears verbatim as the description of a question', () => {
  const questions = [
    'What did you have for dinner last Tuesday?',
    'Who decides what the family eats?',
    'How do you choose a frozen meal in the shop?',
  ];
  const guide = draftGuideOffline(request({ questions: questions.join('\n') }));
  const descriptions = guide.questions.map((q) => q.description);
  for (const question of questions) expect(descriptions).toContain(question);
});

test('the guide keeps the goal as written and builds the general prompt around the description', () => {
  const guide = draftGuideOffline(request());
  expect(guide.goal).toBe(request().goal);
  expect(guide.generalPrompt).toContain(request().description);
  expect(guide.requiredInfo.length).toBeGreaterThan(0);
});

test('splitQuestions strips bullets and numbering and skips blank lines', () => {
  const text = [
    '- What do you cook?',
    '* Who shops?',
    '• Where do you shop?',
    '',
    '1. How often?',
    '2) Why then?',
    '   ',
    'a) What else?',
    'b. Anything more?',
  ].join('\n');
  expect(splitQuestions(text)).toEqual([
    'What do you cook?',
    'Who shops?',
    'Where do you shop?',
    'How often?',
    'Why then?',
    'What else?',
    'Anything more?',
  ]);
});

test('splitQuestions splits a line with several question marks into one question each', () => {
  expect(splitQuestions('What do you eat? When do you eat it?  Who cooks?')).toEqual([
    'What do you eat?',
    'When do you eat it?',
    'Who cooks?',
  ]);
  expect(splitQuestions('何を食べますか？誰が作りますか？')).toEqual(['何を食べますか？', '誰が作りますか？']);
});

test('splitQuestions keeps a line with one question mark whole, handles CRLF and drops repeats', () => {
  expect(splitQuestions('Why? Tell me more.\r\nWhat else do you buy\r\nWhat else do you buy')).toEqual([
    'Why? Tell me more.',
    'What else do you buy',
  ]);
  expect(splitQuestions('')).toEqual([]);
});

test('the first question is the warm-up and the last the closing, in the chosen language', () => {
  const spanish = draftGuideOffline(request({ language: 'Spanish' }));
  expect(spanish.questions[0]).toEqual({
    title: 'Introducción',
    description: 'Para empezar, ¿podrías contarme un poco sobre ti y tu día a día?',
  });
  expect(spanish.questions.at(-1)).toEqual({
    title: 'Cierre',
    description: '¿Hay algo más que quieras compartir y de lo que no hayamos hablado?',
  });
  expect(spanish.generalPrompt).toContain('en español');

  const japanese = draftGuideOffline(request({ language: 'Japanese' }));
  expect(japanese.questions[0]!.title).toBe('はじめに');
  expect(japanese.questions.at(-1)!.title).toBe('締めくくり');
  expect(japanese.generalPrompt).toContain('日本語');
  expect(japanese.requiredInfo).toContain('年齢はおいくつですか？');

  const english = draftGuideOffline(request());
  expect(english.questions[0]!.title).toBe('Introduction');
  expect(english.questions.at(-1)!.title).toBe('Closing');
});

test('the researcher questions follow the questions drawn from the goal, in their order', () => {
  const guide = draftGuideOffline(request());
  const descriptions = guide.questions.map((q) => q.description);
  expect(descriptions[1]).toBe(
    'Think back to when you chose frozen meals on weekdays. Can you walk me through what happened, step by step?',
  );
  expect(descriptions[2]).toBe('What led you to choose frozen meals on weekdays?');
  expect(descriptions.slice(3, 5)).toEqual(['What did you have for dinner last Tuesday?', 'Who decides what the family eats?']);
});

test('titleFromGoal turns "Understand why ..." into "Why ..." and drops the full stop', () => {
  expect(titleFromGoal('Understand why young parents choose frozen meals on weekdays.')).toBe(
    'Why young parents choose frozen meals on weekdays',
  );
  expect(titleFromGoal('To explore more about how students budget. Second sentence.')).toBe('How students budget');
  expect(titleFromGoal('Coffee habits of remote workers')).toBe('Coffee habits of remote workers');
});

test('titleFromGoal takes the first sentence without breaking at abbreviations or decimals', () => {
  expect(titleFromGoal('Understand the U.S. coffee market')).toBe('The U.S. coffee market');
  expect(titleFromGoal('Explore snack choices, e.g. chips or fruit, at work')).toBe('Snack choices, e.g. chips or fruit, at work');
  expect(titleFromGoal('Understand why 2.5 million people skip breakfast')).toBe('Why 2.5 million people skip breakfast');
  expect(titleFromGoal('Why do parents buy frozen meals? A study of weekday routines.')).toBe('Why do parents buy frozen meals');
  expect(titleFromGoal('冷凍食品を選ぶ理由を知る。平日の夕食について。')).toBe('冷凍食品を選ぶ理由');
});

test('a long goal gives a whole phrase as the title: cut before a joining word, never mid-word, no ellipsis', () => {
  const goal =
    'Understand how small business owners in rural areas decide which accounting software to buy and why they switch to another one';
  expect(titleFromGoal(goal)).toBe('How small business owners in rural areas decide which accounting software to buy and why they switch');
  const within = titleFromGoal(
    'Understand why customers cancel their e-bike subscriptions within the first three months after delivery of the bike to their home',
  );
  expect(within).toBe('Why customers cancel their e-bike subscriptions within the first three months after delivery');
  for (const title of [titleFromGoal(goal), within]) {
    expect(title).not.toContain('…');
    expect(goal.toLowerCase() + within.toLowerCase()).toContain(title.toLowerCase().slice(4));
  }
});

test('wholePhrase keeps whole words, drops a dangling joining word and cuts unspaced scripts at a clause mark', () => {
  expect(wholePhrase('Price sensitivity of small bakeries in the north of England and Wales', 40)).toBe(
    'Price sensitivity of small bakeries',
  );
  expect(wholePhrase('Short enough', 40)).toBe('Short enough');
  expect(wholePhrase('現在の仕入れ先、注文の習慣、品質の問題、価格への敏感さ', 14)).toBe('現在の仕入れ先、注文の習慣');
});

test('a researcher question is named by itself when short, else by its key phrase, never cut with an ellipsis', () => {
  expect(questionTitle('Who decides what the family eats tonight?', 'English', english)).toBe('Who decides what the family eats tonight');
  expect(questionTitle('When you think back over the last year, how did your weekday dinners change?', 'English', english)).toBe(
    'Weekday dinners',
  );
  expect(questionTitle('Who cooks?', 'English', english)).toBe('Who cooks');
  expect(questionTitle('このテーマについてどのように感じていますか？', 'Japanese', english)).toBe(
    'このテーマについてどのように感じていますか',
  );
  for (const question of [
    'What did you have for dinner last Tuesday and who cooked it for the family?',
    'Почему вы выбираете замороженные продукты в будни, а не готовите сами?',
  ]) {
    expect(questionTitle(question, question.startsWith('What') ? 'English' : 'Russian', english)).not.toContain('…');
  }
});

test('the drafted guide passes the guide schema, in every language', () => {
  for (const language of ['English', 'Russian', 'Spanish', 'French', 'German', 'Chinese', 'Japanese'] as const) {
    expect(() => guideSchema.parse(draftGuideOffline(request({ language })))).not.toThrow();
  }
  expect(() => guideSchema.parse(draftGuideOffline(request({ questions: '' })))).not.toThrow();
});

test('with no potential questions and no topics the guide has a warm-up, the goal, probes about its subject and a closing', () => {
  const guide = draftGuideOffline(request({ questions: '' }));
  expect(guide.questions.map((q) => q.title)).toEqual([
    'Introduction',
    'Choosing frozen meals on weekdays',
    'Reasons for choosing',
    'What matters most',
    'Difficulties',
    'What would be better',
    'Closing',
  ]);
  expect(guide.questions[3]!.description).toBe('What matters most to you when you choose frozen meals on weekdays?');
  const spanish = draftGuideOffline(
    request({
      questions: '',
      language: 'Spanish',
      description: 'Padres de niños menores de 10 años que cocinan en casa; 20 minutos; chat.',
    }),
  );
  expect(spanish.questions.map((q) => q.title)).toEqual([
    'Introducción',
    'Experiencia reciente',
    'Motivaciones',
    'Frustraciones',
    'Situación ideal',
    'Cierre',
  ]);
});

test('at most 12 questions even with 20 potential questions, still opening and closing the interview', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => `Question number ${i + 1} about frozen meals?`).join('\n');
  const guide = draftGuideOffline(request({ questions: twenty }));
  expect(guide.questions).toHaveLength(12);
  expect(guide.questions[0]!.title).toBe('Introduction');
  expect(guide.questions.at(-1)!.title).toBe('Closing');
  expect(guide.questions.map((q) => q.description)).toContain('Question number 1 about frozen meals?');
  expect(() => guideSchema.parse(guide)).not.toThrow();
});

test('long or odd input still yields a guide within the schema limits', () => {
  const guide = draftGuideOffline({
    goal: '...',
    description: 'd'.repeat(8000),
    questions: `${'Why '.repeat(600)}?\nHow long? 1.5 hours a day?`,
    language: 'English',
  });
  expect(guide.title).toBe('Untitled Interview');
  expect(guide.generalPrompt.length).toBeLessThanOrEqual(8000);
  for (const question of guide.questions) expect(question.description.length).toBeLessThanOrEqual(2000);
  expect(guideSchema.safeParse(guide).success).toBe(true);
});

test('splitQuestions keeps text after the last question mark and leaves decimals alone', () => {
  expect(splitQuestions('Why? How? Tell me more')).toEqual(['Why?', 'How?', 'Tell me more']);
  expect(splitQuestions('1.5 hours a day?')).toEqual(['1.5 hours a day?']);
  expect(splitQuestions('1. First?\n2) Second?')).toEqual(['First?', 'Second?']);
});

test('titleFromGoal never splits a character in half', () => {
  const title = titleFromGoal(`Understand ${'a😀'.repeat(50)}`);
  expect([...title]).toHaveLength(100);
  expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
});

const eBikes: GuideRequest = {
  goal: 'Understand why customers cancel their e-bike subscriptions within the first three months.',
  description:
    'Customers who cancelled an e-bike subscription in the last six months. We want to hear about why they signed up, how they used the bike, servicing and repairs, the monthly price, and what would have made them stay. 30-minute chat.',
  questions: '',
  language: 'English',
};
const bakeries: GuideRequest = {
  goal: 'Understand how UK bakeries choose a flour supplier.',
  description: 'current supplier, ordering routine, quality problems, price sensitivity and switching triggers',
  questions: '',
  language: 'English',
};
const GENERIC_RECENT =
  'Think about the most recent time this topic came up in your life. Can you walk me through what happened, step by step?';

test('two unrelated studies get different guides that ask about their own subjects', () => {
  const bikes = draftGuideOffline(eBikes);
  const flour = draftGuideOffline(bakeries);
  const middle = (guide: typeof bikes) => guide.questions.slice(1, -1).map((q) => q.description);
  expect(middle(bikes).filter((d) => middle(flour).includes(d))).toEqual([]);
  for (const guide of [bikes, flour]) expect(guide.questions.map((q) => q.description)).not.toContain(GENERIC_RECENT);
  expect(bikes.questions.map((q) => q.description)).toContain('What led you to cancel your e-bike subscription?');
  expect(flour.questions.map((q) => q.description)).toContain(
    'Think back to when you chose a flour supplier. Can you walk me through what happened, step by step?',
  );
  // The warm-up and the closing question stay.
  for (const guide of [bikes, flour]) {
    expect(guide.questions[0]!.title).toBe('Introduction');
    expect(guide.questions.at(-1)!.title).toBe('Closing');
  }
});

test('every topic the bakery study lists becomes one open, neutral question titled by the topic', () => {
  const guide = draftGuideOffline(bakeries);
  const byTitle = Object.fromEntries(guide.questions.map((q) => [q.title, q.description]));
  expect(byTitle).toMatchObject({
    'Current supplier': 'Could you tell me about your current supplier?',
    'Ordering routine': 'Can you walk me through your ordering routine?',
    'Quality problems': 'What quality problems, if any, have you come across?',
    'Price sensitivity': 'What role does price play for you when you choose a flour supplier?',
    'Switching triggers': 'What, if anything, would lead you to consider switching?',
  });
  for (const question of guide.questions.slice(1, -1)) {
    // One question each, open (not a yes/no question) and with a whole-phrase title.
    expect(question.description.match(/\?/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(question.description).not.toMatch(/^(?:Do|Does|Did|Is|Are|Have|Has|Would)\b/);
    expect(question.title).not.toContain('…');
  }
  expect(guide.generalPrompt).toContain(
    'Topics to cover: current supplier; ordering routine; quality problems; price sensitivity; switching triggers.',
  );
  expect(guide.requiredInfo).toContain('When did you last choose a flour supplier?');
});

test('the e-bike study asks about every topic of its "about …" phrase, in the respondent’s own terms', () => {
  const guide = draftGuideOffline(eBikes);
  expect(guide.questions.map((q) => `${q.title}: ${q.description}`)).toEqual([
    'Introduction: To start, could you tell me a little about yourself and your everyday routine?',
    'Cancelling your e-bike subscription: Think back to when you cancelled your e-bike subscription. Can you walk me through what happened, step by step?',
    'Reasons for cancelling: What led you to cancel your e-bike subscription?',
    'Signing up: Why did you sign up?',
    'Using the bike: How did you use the bike?',
    'Servicing: What role did servicing play when you cancelled your e-bike subscription?',
    'Repairs: How did the repairs go?',
    'Monthly price: What are your thoughts on the monthly price?',
    'What would have made you stay: What would have made you stay?',
    'Closing: Is there anything else you would like to share that we have not talked about?',
  ]);
  // The population sentence is a screening criterion: neither a topic nor an item of required info. The length of
  // the chat is not a topic either.
  expect(guide.requiredInfo).toEqual([
    'How old are you?',
    'What is your job or main daily activity?',
    'When did you last cancel your e-bike subscription?',
  ]);
  expect(guide.questions.some((q) => /minute|chat/i.test(q.title))).toBe(false);
});

test('a description without a list still gives its key noun phrase; a researcher question that covers a topic replaces it', () => {
  const guide = draftGuideOffline({
    goal: 'Coffee habits of remote workers',
    description: 'Remote workers in Europe. Delivery reliability of coffee subscriptions is a worry for many.',
    questions: '',
    language: 'English',
  });
  expect(guide.questions.map((q) => q.title)).toContain('Delivery reliability of coffee subscriptions');
  expect(guide.questions.map((q) => q.description)).toContain('Could you tell me about your coffee habits?');

  const covered = draftGuideOffline({ ...bakeries, questions: 'How do you place an order with your current supplier?' });
  expect(covered.questions.filter((q) => /supplier/i.test(q.title)).map((q) => q.title)).not.toContain('Current supplier');
  expect(covered.questions.map((q) => q.description)).toContain('How do you place an order with your current supplier?');
});

test('in the other languages the listed topics become questions too', () => {
  const guide = draftGuideOffline({
    goal: 'Entender cómo las panaderías del Reino Unido eligen un proveedor de harina.',
    description:
      'Hablaremos sobre el proveedor actual, la rutina de pedidos, los problemas de calidad, la sensibilidad al precio y los motivos para cambiar.',
    questions: '',
    language: 'Spanish',
  });
  expect(guide.title).toBe('Cómo las panaderías del Reino Unido eligen un proveedor de harina');
  expect(guide.questions.map((q) => q.title)).toEqual([
    'Introducción',
    'Elegir un proveedor de harina',
    'El proveedor actual',
    'La rutina de pedidos',
    'Los problemas de calidad',
    'La sensibilidad al precio',
    'Los motivos para cambiar',
    'Cierre',
  ]);
  expect(guide.questions[2]!.description).toBe('¿Qué puedes contarme sobre el tema «el proveedor actual», según tu experiencia?');
});
