import { expect, test } from 'vitest';

import { COFFEE_GOAL, COFFEE_QUESTIONS, COFFEE_RESPONDENTS, raisedBy } from '../../../../tests/fixtures/coffee-study';
import { holdsSearchedWords, isRelevant, questionTopic, relevanceOf, searchedPhrases, subjectOf, topicTermsShown } from './relevance';

const study = [COFFEE_GOAL, ...COFFEE_QUESTIONS.flatMap((q) => [q.title, q.description])].join('\n');
const answers = COFFEE_RESPONDENTS.flatMap((r) => r.answers.map((text) => ({ key: r.key, text })));

/** The respondents with a message that speaks to the question. */
function respondentsFor(question: string): string[] {
  const score = relevanceOf(
    questionTopic(question, study),
    answers.map((a) => a.text),
  );
  return [...new Set(answers.filter((a) => isRelevant(score(a.text))).map((a) => a.key))];
}

test('a question about oat milk and plant milk finds exactly the three respondents who raise it, not every coffee answer', () => {
  expect(respondentsFor('What do respondents say about oat milk and plant milk?').sort()).toEqual(raisedBy('plant-milk').sort());
});

test('one word of several is a partial match, which must also be close in meaning to count', () => {
  const topic = questionTopic('What do respondents say about oat milk and plant milk?', study);
  const score = relevanceOf(
    topic,
    answers.map((a) => a.text),
  );
  expect(score('Whichever café has oat milk, I am lactose intolerant so that decides it.')).toMatchObject({
    full: true,
    alternative: ['oat', 'milk'],
  });
  expect(score('The one with oat lattes that do not taste watery.')).toMatchObject({
    full: false,
    matched: ['oat'],
    alternative: ['oat', 'milk'],
  });
});

test('a subject nobody raises finds nobody', () => {
  expect(respondentsFor('Does anyone mention tea?')).toEqual([]);
});

test('the study’s own words weigh nothing beside others: "coffee beans" is about beans', () => {
  expect(questionTopic('What about refills for coffee beans?', study).alternatives).toEqual([
    [
      { words: ['refills'], shown: 'refills' },
      { words: ['coffee'], shown: 'coffee', ofStudy: true },
      { words: ['beans'], shown: 'beans' },
    ],
  ]);
  expect(respondentsFor('What about refills for coffee beans?').sort()).toEqual(raisedBy('bean-tins').sort());
  // A question only in the study's words keeps them.
  expect(respondentsFor('What do they say about the price?')).toEqual(['cara']);
});

test('a frequent word alone is not the topic: "milk" without "oat" is not oat milk', () => {
  const texts = ['I take milk with two sugars.', 'Oat milk please.', 'Milk foam is the best part.', 'No milk for me.'];
  const score = relevanceOf(questionTopic('What do people say about oat milk?'), texts);
  expect(texts.filter((t) => isRelevant(score(t)))).toEqual(['Oat milk please.']);
});

test('a hyphenated compound needs both its words, together', () => {
  const texts = ['Dairy-free options matter to me.', 'The office machine is free.', 'I want dairy free milk.'];
  const score = relevanceOf(questionTopic('Anything about dairy-free?'), texts);
  expect(texts.filter((t) => isRelevant(score(t)))).toEqual(['Dairy-free options matter to me.', 'I want dairy free milk.']);
});

test('a preference is searched by its subject, not its verb nor what it is weighed against', () => {
  const practice = 'Seeing the doctor\nHow do you feel about video visits compared with going in to the practice?';
  const topic = questionTopic('Which respondents prefer video visits over going in?', practice);
  expect(topicTermsShown(topic)).toEqual(['video', 'visits']);
  expect(searchedPhrases(topic)).toEqual(['video visits']);
  expect(subjectOf('Who would rather book online than ring the reception?')).toBe('Who would rather book online?');
  // Without a preference, "over" and "than" are words of the question like any other.
  expect(subjectOf('What do respondents say about waiting over an hour?')).toBe('What do respondents say about waiting over an hour?');
});

test('the searched words are held only when every word of a phrase is in one text, in any order', () => {
  const topic = questionTopic('What do respondents say about video visits?', '');
  expect(holdsSearchedWords(topic, 'The visit by video was quick.')).toBe(true);
  expect(holdsSearchedWords(topic, 'I would rather do it from the sofa.')).toBe(false);
  expect(holdsSearchedWords(topic, 'A video call is fine.')).toBe(false);
});
