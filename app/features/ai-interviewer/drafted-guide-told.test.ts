import { beforeAll, expect, test } from 'vitest';

import { type English, loadEnglish } from '~/ai/builtin/english.server';
import { draftGuideOffline } from '~/ai/builtin/guide-drafter';

import { toldEarlier } from './already-told';

// A guide drafted by "Create with AI" asks, besides how they chose, what matters when one chooses, what gets in the
// way and what they would change: an account of how they chose tells none of those three.
let english: English;
beforeAll(async () => {
  english = await loadEnglish();
});

test('how they chose, searched or cancelled, told early, leaves what matters, what gets in the way and what they would change to be asked', () => {
  for (const [goal, said] of [
    [
      'Understand how adults who moved to a new city chose a new dentist',
      'My neighbour recommended her dentist, so I just registered there without looking anywhere else.',
    ],
    [
      'Understand how parents choose a swimming club for their children',
      'I picked the club by the station because my sister takes her twins there and it was easy.',
    ],
    [
      'Understand how people search for a flat to rent in a new city',
      'I searched Rightmove every evening and asked friends on WhatsApp, then compared three flats and took the one near the station.',
    ],
    [
      'Understand why people cancel their gym membership',
      'I cancelled in March because the price went up to £45, and I had to send a letter to cancel, which took three weeks.',
    ],
  ] as const) {
    const guide = draftGuideOffline(
      { goal, description: 'Adults who did it in the last two years.', questions: '', language: 'English' },
      english,
    );
    const questions = guide.questions.map((q, i) => ({ id: `q${i}`, title: q.title, description: q.description }));
    const told = toldEarlier(questions, ['Sure.', said]);
    const asksAboutIt = questions
      .map((q, i) => [q.description, told[i]] as const)
      .filter(([d]) => /what matters|in the way|change one thing/i.test(d));
    // Before: all three were marked told at length and never asked.
    expect(asksAboutIt.length, goal).toBe(3);
    for (const [description, verdict] of asksAboutIt) expect(verdict, description).toBeNull();
  }
});
