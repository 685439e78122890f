// The grocery study the Analysis end-to-end tests share: two questions, three respondents who answered both.
const HOUR = 3_600_000;
export const QUESTIONS = [
  { id: 'q0', title: 'How do you buy your groceries?', description: 'Where, how often and how they get there.' },
  { id: 'q1', title: 'What would make grocery shopping easier?', description: 'Wishes and suggestions.' },
];
export const ANSWERS = [
  [
    'I usually shop at the big supermarket on Saturdays. Parking is terrible there, so sometimes I take the bus instead. The supermarket has everything, but the queues at the checkout are long on weekends.',
    'A delivery slot in the evening would help a lot, because I work late on weekdays.',
  ],
  [
    'Mostly online orders, twice a week. Fresh vegetables come from the farmers market near my flat.',
    'Cheaper delivery fees. The delivery fees add up quickly for a small household.',
  ],
  ['I walk to the corner shop almost every day and buy just what I need for dinner.', 'Longer opening hours at the corner shop, honestly.'],
];

/** A published interview of the grocery study with its three completed dialogs, not analysed yet. */
export async function seedGroceryStudy(ownerId: string) {
  const { seedPublishedStudy } = await import('../support/dialog-seeds');
  const dialogs = ANSWERS.map((answers) => [
    { role: 'assistant' as const, content: 'Hello! How do you buy your groceries?', questionIndex: 0 },
    { role: 'user' as const, content: answers[0]! },
    { role: 'assistant' as const, content: 'What would make grocery shopping easier for you?', questionIndex: 1 },
    { role: 'user' as const, content: answers[1]! },
  ]);
  return seedPublishedStudy(ownerId, { goal: 'Understand grocery shopping', questions: QUESTIONS }, dialogs, {
    startedAgo: 24 * HOUR,
    lasting: 600_000,
  });
}
