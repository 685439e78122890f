import { expect, test } from 'vitest';
import { guideSchema, type GuideRequest } from '../guide';
import { draftGuideOffline, shortTitle, splitQuestions, titleFromGoal } from './guide-drafter';

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
  const questions = ['What did you have for dinner last Tuesday?', 'Who decides what the family eats?', 'How do you choose a frozen meal in the shop?'];
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
  const text = ['- What do you cook?', '* Who shops?', '• Where do you shop?', '', '1. How often?', '2) Why then?', '   ', 'a) What else?', 'b. Anything more?'].join('\n');
  expect(splitQuestions(text)).toEqual(['What do you cook?', 'Who shops?', 'Where do you shop?', 'How often?', 'Why then?', 'What else?', 'Anything more?']);
});

test('splitQuestions splits a line with several question marks into one question each', () => {
  expect(splitQuestions('What do you eat? When do you eat it?  Who cooks?')).toEqual(['What do you eat?', 'When do you eat it?', 'Who cooks?']);
  expect(splitQuestions('何を食べますか？誰が作りますか？')).toEqual(['何を食べますか？', '誰が作りますか？']);
});

test('splitQuestions keeps a line with one question mark whole, handles CRLF and drops repeats', () => {
  expect(splitQuestions('Why? Tell me more.\r\nWhat else do you buy\r\nWhat else do you buy')).toEqual(['Why? Tell me more.', 'What else do you buy']);
  expect(splitQuestions('')).toEqual([]);
});

test('the first question is the warm-up and the last the closing, in the chosen language', () => {
  const spanish = draftGuideOffline(request({ language: 'Spanish' }));
  expect(spanish.questions[0]).toEqual({ title: 'Introducción', description: 'Para empezar, ¿podrías contarme un poco sobre ti y tu día a día?' });
  expect(spanish.questions.at(-1)).toEqual({ title: 'Cierre', description: '¿Hay algo más que quieras compartir y de lo que no hayamos hablado?' });
  expect(spanish.generalPrompt).toContain('en español');

  const japanese = draftGuideOffline(request({ language: 'Japanese' }));
  expect(japanese.questions[0]!.title).toBe('はじめに');
  expect(japanese.questions.at(-1)!.title).toBe('締めくくり');
  expect(japanese.generalPrompt).toContain('日本語');
  expect(japanese.requiredInfo).toContain('年齢層');

  const english = draftGuideOffline(request());
  expect(english.questions[0]!.title).toBe('Introduction');
  expect(english.questions.at(-1)!.title).toBe('Closing');
});

test('the researcher questions come after the warm-up and recent-experience questions, in their order', () => {
  const guide = draftGuideOffline(request());
  expect(guide.questions.slice(1, 4).map((q) => q.description)).toEqual([
    'Think about the most recent time this topic came up in your life. Can you walk me through what happened, step by step?',
    'What did you have for dinner last Tuesday?',
    'Who decides what the family eats?',
  ]);
});

test('titleFromGoal turns "Understand why ..." into "Why ..." and drops the full stop', () => {
  expect(titleFromGoal('Understand why young parents choose frozen meals on weekdays.')).toBe('Why young parents choose frozen meals on weekdays');
  expect(titleFromGoal('To explore more about how students budget. Second sentence.')).toBe('How students budget');
  expect(titleFromGoal('Coffee habits of remote workers')).toBe('Coffee habits of remote workers');
});

test('titleFromGoal takes the first sentence without breaking at abbreviations or decimals', () => {
  expect(titleFromGoal('Understand the U.S. coffee market')).toBe('The U.S. coffee market');
  expect(titleFromGoal('Explore snack choices, e.g. chips or fruit, at work')).toBe('Snack choices, e.g. chips or fruit, at work');
  expect(titleFromGoal('Understand why 2.5 million people skip breakfast')).toBe('Why 2.5 million people skip breakfast');
  expect(titleFromGoal('Why do parents buy frozen meals? A study of weekday routines.')).toBe('Why do parents buy frozen meals');
  expect(titleFromGoal('冷凍食品を選ぶ理由を知る。平日の夕食について。')).toBe('冷凍食品を選ぶ理由を知る');
});

test('titleFromGoal truncates a long goal at a word boundary with an ellipsis', () => {
  const goal = 'Understand how small business owners in rural areas decide which accounting software to buy and why they switch';
  const title = titleFromGoal(goal);
  expect(title.endsWith('…')).toBe(true);
  expect([...title].length).toBeLessThanOrEqual(61);
  const words = title.slice(0, -1).split(' ');
  expect(goal.toLowerCase()).toContain(words.join(' ').toLowerCase());
  expect(title).toBe('How small business owners in rural areas decide which…');
});

test('shortTitle names a question by its first five words, or twelve characters of unspaced scripts', () => {
  expect(shortTitle('Who decides what the family eats tonight?')).toBe('Who decides what the family…');
  expect(shortTitle('Who cooks?')).toBe('Who cooks');
  expect(shortTitle('このテーマについてどのように感じていますか？')).toBe('このテーマについてどのよ…');
});

test('the drafted guide passes the guide schema, in every language', () => {
  for (const language of ['English', 'Russian', 'Spanish', 'French', 'German', 'Chinese', 'Japanese'] as const) {
    expect(() => guideSchema.parse(draftGuideOffline(request({ language })))).not.toThrow();
  }
  expect(() => guideSchema.parse(draftGuideOffline(request({ questions: '' })))).not.toThrow();
});

test('with no potential questions the guide still has a warm-up, probes and a closing', () => {
  const guide = draftGuideOffline(request({ questions: '' }));
  expect(guide.questions.map((q) => q.title)).toEqual(['Introduction', 'Recent experience', 'Motivations', 'Frustrations', 'Ideal situation', 'Closing']);
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
  expect(title.endsWith('…')).toBe(true);
  expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
});
