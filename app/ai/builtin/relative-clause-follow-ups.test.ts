import { expect, test } from 'vitest';

import { answerDetails } from './answer-details';
import { templatedPattern } from './templated-patterns';

const questions = (answer: string) => answerDetails(answer, 'English').map((d) => d.question);

test('a clause whose “one” needs its relative clause is not cut before it', () => {
  // Before: "What happened when you didn't want to be the one?"
  const said = "Honestly the group. I didn't want to be the one who let everybody down, so I kept going every week.";
  expect(questions(said)).not.toContain("What happened when you didn't want to be the one?");
  expect(questions(said)).toContain('What happened when you kept going every week?');
  // Before: "What happened when you never wanted to be the kind?"
  for (const question of questions('I never wanted to be the kind that quits after a month.')) {
    expect(templatedPattern(question)).toBeNull();
  }
});

test('a clause that ends on its own noun before “which” or “who” is still asked', () => {
  expect(questions('They kept sending me reminders, which was annoying.')).toContain('What happened when they kept sending you reminders?');
});

test('no question names “the everybody”, and a question ending on “the one” reads as cut short', () => {
  expect(questions("I didn't want to let everybody down.").join(' ')).not.toMatch(/\bthe everybody\b/u);
  expect(templatedPattern("What happened when you didn't want to be the one?")).not.toBeNull();
  expect(templatedPattern('Which one?')).toBeNull();
});
