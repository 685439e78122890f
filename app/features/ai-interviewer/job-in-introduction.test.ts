import { expect, test } from 'vitest';

import { introductionReplies, namesJobInIntroduction } from './job-in-introduction';
import { isInfoGiven, missingInfo } from './required-info';

// Asked to say a little about themselves, respondents name their job in a bare noun phrase. Before, each of these
// was followed by "What is your job or main daily activity?" (missingInfo kept the item).

const ITEMS = ['How old are you?', 'What is your job or main daily activity?'];

test('a job named as a bare noun phrase in reply to the warm-up is the job, in English, Spanish and German', () => {
  for (const reply of [
    'warehouse work, mostly earlies',
    'Retired postman, two grandkids, allotment on Sundays',
    'Oh, student, third year, and I do a paper round',
    'camarero, y los lunes libro',
    'Pues mira, jubilado, y paso las mañanas en el huerto',
    'estudiante de enfermería, vivo con dos amigas',
    'Lehrling bei einem Dachdecker, Feierabend um vier',
    'Pensionärin, früher Bibliothekarin, zwei Katzen',
    'naja ich bin verkäuferin in einer bäckerei, frühschicht',
  ]) {
    expect(namesJobInIntroduction(reply), reply).toBe(true);
    expect(missingInfo(ITEMS, [reply], [], 'English', [reply]), reply).not.toContain(ITEMS[1]);
  }
});

test('a noun phrase that says no job, or one said in reply to another question, leaves the job to be asked', () => {
  for (const reply of [
    'price, mostly',
    'married, two kids, a dog',
    'la verdad es que bastante tranquila',
    'mother of three, love a good walk',
    'ich bin gerne im garten',
    'Mornings I walk the dog, then the crossword',
  ])
    expect(namesJobInIntroduction(reply), reply).toBe(false);
  // "bar work" said as what gets in the way is no introduction: read only where the warm-up was answered.
  expect(missingInfo(ITEMS, ['bar work, too loud to hear the phone'], [], 'English', [])).toContain(ITEMS[1]);
});

test('the replies to the warm-up are the messages after it and its follow-ups, not after the greeting or later questions', () => {
  const questions = [
    { title: 'Introduction', description: 'To start, could you tell me a little about yourself?' },
    { title: 'The search', description: 'How did you search?' },
  ];
  const message = (role: 'user' | 'assistant', content: string, questionIndex: number | null = null) => ({
    role,
    content,
    questionIndex,
    isFlagged: false,
  });
  const history = [
    message('assistant', 'Hello! Shall we begin?'),
    message('user', 'ok'),
    message('assistant', 'To start, could you tell me a little about yourself?', 0),
    message('user', 'shop work, lates'),
    message('assistant', 'Could you tell me more?', 0),
    message('user', 'not really'),
    message('assistant', 'How did you search?', 1),
    message('user', 'online'),
  ];
  expect(introductionReplies(history, questions)).toEqual(['shop work, lates', 'not really']);
  expect(introductionReplies(history, questions.slice(1))).toEqual([]);
});

test('a Spanish trade said with what it is of is the job anywhere: "soy maestro de primaria"', () => {
  expect(isInfoGiven('Ocupación', ['Bueno, soy maestro de primaria en Logroño y en mayo me lesioné'])).toBe(true);
  expect(isInfoGiven('Ocupación', ['Soy de Logroño y en mayo me lesioné'])).toBe(false);
});
