import { and, asc, eq, ne } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { startDialog } from '~/features/dialogs/dialogs.server';
import { findInterview } from '~/features/interviews/interviews.server';
import { JobCancelled, type JobContext, registerJobHandler } from '~/jobs/queue.server';

import { countGeneratedRespondent, GENERATE_PERSONAS, PERSONA_DIALOGS, setPersonaStatus } from './personas.server';
import { simulateDialog } from './simulate.server';

const { personas } = schema;

function stopIfCancelled(signal: AbortSignal) {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new JobCancelled();
}

/** Persona by persona, respondent by respondent: each respondent is one generated dialog. */
async function generatePersonas({ job, signal, progress }: JobContext) {
  const interview = job.interviewId ? findInterview(job.interviewId) : undefined;
  if (!interview) throw new Error('The interview no longer exists');
  const open = getDb()
    .select()
    .from(personas)
    .where(and(eq(personas.interviewId, interview.id), ne(personas.status, 'completed')))
    .orderBy(asc(personas.createdAt))
    .all();
  let done = job.progress;
  for (const persona of open) {
    setPersonaStatus(persona.id, 'pending');
    try {
      for (let index = persona.generatedCount; index < persona.respondentCount; index++) {
        stopIfCancelled(signal);
        const dialog = startDialog(interview, { kind: 'generated', personaId: persona.id });
        await simulateDialog({ interview, dialog, persona, respondentIndex: index, signal });
        countGeneratedRespondent(persona.id);
        progress(++done);
      }
      setPersonaStatus(persona.id, 'completed');
    } catch (error) {
      if (signal.aborted) throw error;
      setPersonaStatus(persona.id, 'error', error instanceof Error ? error.message : String(error));
    }
  }
}

async function generatePersonaDialogs({ job, signal, progress }: JobContext) {
  const interview = job.interviewId ? findInterview(job.interviewId) : undefined;
  if (!interview) throw new Error('The interview no longer exists');
  const { bio, messagesCount, count } = job.payload as { bio: string; messagesCount: number; count: number };
  for (let index = job.progress; index < count; index++) {
    stopIfCancelled(signal);
    const dialog = startDialog(interview, { kind: 'generated', preInfo: bio });
    await simulateDialog({
      interview,
      dialog,
      persona: { name: 'the respondent', description: bio },
      respondentIndex: index,
      maxAnswers: messagesCount,
      signal,
    });
    progress(index + 1);
  }
}

registerJobHandler(GENERATE_PERSONAS, generatePersonas);
registerJobHandler(PERSONA_DIALOGS, generatePersonaDialogs);
