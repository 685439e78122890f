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
  const { eq } = await import('drizzle-orm');
  const { getDb, schema } = await import('../../db/index');
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { seedDialog } = await import('../support/dialog-seeds');
  const interview = createManualInterview(ownerId);
  getDb()
    .update(schema.interviews)
    .set({ goal: 'Understand grocery shopping', questions: QUESTIONS, status: 'published' })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  const start = Date.now() - 24 * HOUR;
  // A fresh prefix per interview: the seeds' counter starts again when a failed test restarts the worker.
  const prefix = String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const dialogs = ANSWERS.map((answers, i) =>
    seedDialog(
      interview.id,
      {
        createdAt: start + i * HOUR,
        completedAt: start + i * HOUR + 600_000,
        messages: [
          { role: 'assistant', content: 'Hello! How do you buy your groceries?', questionIndex: 0 },
          { role: 'user', content: answers[0]! },
          { role: 'assistant', content: 'What would make grocery shopping easier for you?', questionIndex: 1 },
          { role: 'user', content: answers[1]! },
        ],
      },
      prefix,
    ),
  );
  return { id: interview.id, dialogs };
}
