import { beforeAll, expect, test } from 'vitest';
import { loadEnglish, type English } from './english.server';
import { builtinPersonaAnswer, personaFacts, readQuestion, seedOf } from './persona';

let english: English;
beforeAll(async () => {
  english = await loadEnglish();
});

const TOM = 'tom, 41, father of two in Rotterdam. Owns a small bakery. Orders flour every Monday by phone. Worries about price rises.';
const QUESTIONS = [
  'To start, could you tell me a little about yourself and your everyday routine?',
  'Thank you. Could you tell me about your current supplier?',
  'Can you walk me through your ordering routine?',
  'What quality problems, if any, have you come across?',
  'What role does price play for you when you choose a flour supplier?',
  'What, if anything, would lead you to consider switching?',
];
const answer = (question: string, respondent = 0, turn = 1, description = TOM) =>
  builtinPersonaAnswer({ description, name: 'Tom', question, seed: seedOf(`Tom#${respondent}`), turn, english });

test('a description is read into facts, each in the first person', () => {
  expect(personaFacts('tom, 41, father of two in Rotterdam', english)).toEqual({
    name: 'Tom',
    age: '41',
    role: null,
    place: 'Rotterdam',
    family: ['I’m a father of two'],
    habits: [],
  });
  expect(personaFacts('Works night shifts at a hospital. Drinks strong coffee from vending machines. Cares about price.', english).habits).toEqual([
    'I work night shifts at a hospital',
    'I drink strong coffee from vending machines',
    'I care about price',
  ]);
  expect(personaFacts('Maria is a 35-year-old teacher from Madrid who loves running.', english)).toMatchObject({ name: 'Maria', age: '35', role: 'a teacher', place: 'Madrid', habits: ['I love running'] });
  expect(personaFacts('Retired teacher living in Leeds; walks her dog twice a day', english)).toMatchObject({ role: 'a retired teacher', place: 'Leeds', habits: ['I walk my dog twice a day'] });
});

test('the persona introduces itself in the first person from its facts and never pastes its description', () => {
  const intro = answer(QUESTIONS[0]!);
  expect(intro).toMatch(/^I’m Tom, 41\./);
  expect(intro).not.toMatch(/\btom, 41|father of\.|I guess tom|Honestly, tom/);
  for (const [i, question] of QUESTIONS.entries()) {
    for (const respondent of [0, 1, 2]) {
      const text = answer(question, respondent, i + 1);
      expect(text).toMatch(/\b(?:I|I’m|my|me)\b/);
      expect(text).not.toContain(TOM);
      // No sentence of the description comes back as written.
      for (const sentence of TOM.split('. ')) expect(text).not.toContain(sentence.replace(/\.$/, ''));
      expect(text).not.toMatch(/\b(?:he|she|his|her)\b/i);
    }
  }
});

test('it answers the question that was asked: its topic in the respondent’s words, different for each question', () => {
  expect(answer(QUESTIONS[1]!)).toContain('my current supplier');
  expect(answer(QUESTIONS[2]!)).toMatch(/my ordering routine/);
  expect(answer(QUESTIONS[3]!)).toContain('quality problems');
  const answers = QUESTIONS.slice(1).map((question, i) => answer(question, 0, i + 2));
  expect(new Set(answers).size).toBe(answers.length);
  // A fact that shares a word with the question is the one it brings up.
  const ordering = [0, 1, 2, 3, 4, 5].map((respondent) => answer(QUESTIONS[2]!, respondent, 3)).filter((text) => text.split('. ').length > 1);
  expect(ordering.length).toBeGreaterThan(0);
  for (const text of ordering) expect(text).toContain('I order flour every Monday by phone');
});

test('respondents of one persona answer differently, and one respondent always answers the same way', () => {
  const byRespondent = [0, 1, 2, 3].map((respondent) => QUESTIONS.map((question, i) => answer(question, respondent, i + 1)).join(' | '));
  expect(new Set(byRespondent).size).toBe(4);
  expect(QUESTIONS.map((question, i) => answer(question, 2, i + 1)).join(' | ')).toBe(byRespondent[2]);
});

test('greetings, follow-ups and the closing question get answers of their kind', () => {
  expect(readQuestion('Hello, and thank you for taking part! Shall we begin?', english).kind).toBe('greeting');
  expect(readQuestion('Could you tell me a bit more about that?', english).kind).toBe('probe');
  expect(readQuestion('Is there anything else you would like to share that we have not talked about?', english).kind).toBe('closing');
  expect(answer('Hello, and thank you for taking part! Shall we begin?', 0, 0)).toMatch(/^(?:Sure|Yes|Okay)/);
  expect(answer('Could you tell me a bit more about that?')).toMatch(/^(?:For example|Take a normal week|A typical case)/);
  expect(answer('Is there anything else you would like to share that we have not talked about?')).toMatch(/^(?:No|Not really|Nothing|I think|Just that)/);
});

test('a question about reasons is answered with a reason, one about a process with what usually happens', () => {
  expect(readQuestion('What, if anything, would lead you to consider switching?', english).kind).toBe('reason');
  expect(readQuestion('Can you walk me through your ordering routine?', english).kind).toBe('process');
  const reasons = [0, 1, 2, 3, 4, 5].map((respondent) => answer('What led you to cancel your e-bike subscription?', respondent, 4));
  expect(reasons.some((text) => /^(?:Mainly the fact that|Mostly because|I think it comes down to this:) I /.test(text))).toBe(true);
  for (const text of reasons) expect(text).not.toMatch(/^(?:When it comes to|As for|With|About)/);
});
