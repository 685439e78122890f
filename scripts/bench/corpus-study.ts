// A labelled corpus as an interview of the app, for the benches that score the analysis against the labels. Import it
// only after `useThrowawayDatabase`: it loads the app's modules, which read the configuration once.
import { eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { createManualInterview, findInterview } from '~/features/interviews/interviews.server';
import { getJob, whenIdle } from '~/jobs/queue.server';

import type { LabelledCorpus, LabelledRespondent } from '../../tests/fixtures/themes';
import { seedDialog } from '../../tests/support/dialog-seeds';

/** One completed dialog per respondent: the interviewer asks each question, they answer. */
export function seedCorpus(
  owner: { id: string },
  corpus: LabelledCorpus,
  respondents: readonly LabelledRespondent[] = corpus.respondents,
  linkPrefix = 't',
) {
  const created = createManualInterview(owner.id);
  getDb()
    .update(schema.interviews)
    .set({ title: corpus.title, goal: corpus.goal, language: corpus.language, questions: corpus.questions })
    .where(eq(schema.interviews.id, created.id))
    .run();
  const dialogIdOf = new Map<string, string>();
  const start = Date.now() - respondents.length * 3_600_000;
  respondents.forEach((respondent, r) => {
    const messages = respondent.answers.flatMap((answer, q) => [
      { role: 'assistant' as const, content: corpus.questions[q]!.description, questionIndex: q },
      { role: 'user' as const, content: answer.text },
    ]);
    const createdAt = start + r * 3_600_000;
    dialogIdOf.set(respondent.key, seedDialog(created.id, { createdAt, completedAt: createdAt + 1_800_000, messages }, linkPrefix).id);
  });
  return { interview: findInterview(created.id)!, dialogIdOf };
}

/** Waits for the job runner to finish a job, which must complete. */
export async function finish(job: { id: string }, step: string) {
  await whenIdle();
  const ended = getJob(job.id);
  if (ended?.status !== 'completed') throw new Error(`${step} ended ${ended?.status ?? 'missing'}: ${ended?.error ?? ''}`);
}
