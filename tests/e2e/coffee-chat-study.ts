import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

// The coffee study the respondent-page specs talk through with the built-in interviewer.

export const COFFEE_GREETING = 'Hi! Thanks for joining this short chat about your coffee habits. Say hello when you are ready.';
export const COFFEE_QUESTIONS = [
  { title: 'Habits', description: 'How do you usually buy your coffee?' },
  { title: 'Wishes', description: 'What would make buying coffee better for you?' },
];
/** One short answer to each of the two questions. */
export const COFFEE_ANSWERS = [
  'I buy a flat white at the small cafe next to the station every weekday morning.',
  'A loyalty card that works in every branch would make it better for me.',
];

/** A published chat interview on the built-in engine with one follow-up a question; returns its id. */
export async function insertBuiltinChat(
  ownerId: string,
  options: { initialMessage: string; questions: string[]; allowBrowserDictation?: boolean },
) {
  const { getDb, schema } = await import('../../db/index');
  const id = randomUUID();
  getDb()
    .insert(schema.interviews)
    .values({
      id,
      userId: ownerId,
      teamId: sql`(select team_id from users where users.id = ${ownerId})`,
      title: 'Coffee habits',
      status: 'published',
      method: 'chat',
      language: 'English',
      interviewerLlm: 'builtin',
      initialMessage: options.initialMessage,
      kMessages: 1,
      allowBrowserDictation: options.allowBrowserDictation ?? false,
      previewTitle: 'Coffee habits',
      previewSubtitle: 'A ten-minute conversation',
      questions: options.questions.map((description, i) => ({ id: randomUUID(), title: `Question ${i + 1}`, description })),
    })
    .run();
  return id;
}

/**
 * The coffee study made as a researcher makes an interview (its defaults: the member check and the verdict on), then
 * published on the built-in engine with one follow-up a question; `setup` changes any other field. Returns its id.
 */
export async function publishCoffeeStudy(ownerId: string, setup: Record<string, unknown> = {}) {
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { getDb, schema } = await import('../../db/index');
  const interview = createManualInterview(ownerId);
  getDb()
    .update(schema.interviews)
    .set({
      title: 'Coffee habits',
      status: 'published',
      method: 'chat',
      interviewerLlm: 'builtin',
      kMessages: 1,
      initialMessage: COFFEE_GREETING,
      questions: COFFEE_QUESTIONS.map((q) => ({ id: randomUUID(), ...q })),
      ...setup,
    })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  return interview.id;
}
