import '../../server/job-handlers';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { loadEnglish } from '~/ai/builtin/english.server';
import { draftGuideOffline } from '~/ai/builtin/guide-drafter';
import { sentencesOf } from '~/ai/builtin/persona-repeats';
import { loadTranscript } from '~/features/dialogs/dialogs.server';
import { createManualInterview, findInterview } from '~/features/interviews/interviews.server';
import { addPersona, startPersonaGeneration } from '~/features/simulated-respondents/personas.server';
import { startJobRunner, stopJobRunner, whenIdle } from '~/jobs/queue.server';

import { createResearcher } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

// A built-in persona plays whole dialogs of the dentist study drafted by the built-in engine, through the real
// built-in interviewer: what a researcher reads in the transcript.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  startJobRunner({ concurrency: 1 });
});
afterAll(async () => {
  await stopJobRunner();
  await server.close();
});

test('a persona of the dentist study never says a sentence twice and answers the questions about them in kind', async () => {
  const english = await loadEnglish();
  const guide = draftGuideOffline(
    {
      goal: 'Understand how adults who moved to a new city chose a new dentist.',
      description:
        'Adults 25-55 who changed dentist in the last two years. We want to hear about the search, the first visit, price and trust.',
      questions: '',
      language: 'English',
    },
    english,
  );
  const owner = await createResearcher('dentist');
  const interview = createManualInterview(owner.id);
  getDb()
    .update(schema.interviews)
    .set({
      questions: guide.questions.map((q, i) => ({ id: `q${i + 1}`, ...q })),
      requiredInfo: guide.requiredInfo.join('\n'),
      interviewerLlm: 'builtin',
      kMessages: 2,
      method: 'chat',
      language: 'English',
    })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  addPersona(owner.id, interview.id, {
    name: 'Priya',
    description:
      'Priya, 29, a nurse. Moved from Leeds to Bristol last year. Renting in a new city. Chose her dentist because of a recommendation from a colleague.',
    respondentCount: 1,
  });
  startPersonaGeneration(owner.id, interview.id);
  await whenIdle();

  const dialogs = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).all();
  expect(dialogs).toHaveLength(1);
  for (const dialog of dialogs) {
    const messages = loadTranscript(dialog, findInterview(interview.id)!);
    const answers = messages.filter((m) => m.role === 'user').map((m) => m.content);
    expect(answers.length).toBeGreaterThanOrEqual(8);
    const said = answers.flatMap(sentencesOf).map((s) => s.toLowerCase());
    expect(said.filter((sentence, i) => said.indexOf(sentence) !== i)).toEqual([]);
    expect(answers.join(' ')).not.toMatch(/I’m a renting|I care a lot about I|As for my thoughts/);
    // Whatever the interviewer asks about them is answered with it: her age, her job, where she lives now.
    messages.forEach((message, i) => {
      const answer = messages.slice(i + 1).find((m) => m.role === 'user')?.content ?? '';
      if (message.role !== 'assistant') return;
      if (/how old are you/i.test(message.content)) expect(answer).toContain('29');
      if (/for a living|your job/i.test(message.content)) expect(answer).toContain('nurse');
      if (/where do you live/i.test(message.content)) expect(answer).toContain('Bristol');
      // How the search went is what happened then, not a day's example ("Take last Monday: it took me five minutes").
      if (/how did the search go|how did you search/i.test(message.content)) expect(answer).not.toMatch(/^(?:Take|For example)/);
    });
    if (process.env.PRINT_TRANSCRIPT) console.log(messages.map((m) => `${m.role === 'user' ? 'R' : 'I'}: ${m.content}`).join('\n'));
  }
});
