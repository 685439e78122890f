import { and, asc, eq, ne, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { countPersonaDialogs, deletePersonaDialogs } from '~/features/dialogs/dialogs.server';
import { type Access, interviewFor } from '~/features/teams/access.server';
import { isJobActive } from '~/jobs/job-status';
import { cancelJob, enqueueJob, type Job, latestJob } from '~/jobs/queue.server';
import { DomainError, notFound } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { newId } from '~/lib/ids.server';

export type Persona = typeof schema.personas.$inferSelect;
export const GENERATE_PERSONAS = 'generate-personas';
export const PERSONA_DIALOGS = 'persona-dialogs';

const { personas } = schema;

export function listPersonas(ownerId: string, interviewId: string): Persona[] {
  interviewFor(ownerId, interviewId, 'read');
  return getDb().select().from(personas).where(eq(personas.interviewId, interviewId)).orderBy(asc(personas.createdAt)).all();
}

export function addPersona(
  ownerId: string,
  interviewId: string,
  fields: { name: string; description: string; respondentCount: number },
): Persona {
  interviewFor(ownerId, interviewId, 'write');
  return getDb()
    .insert(personas)
    .values({ id: newId(), interviewId, ...fields })
    .returning()
    .get();
}

/** The interview's persona, or a 404 Response. */
export function getPersona(ownerId: string, interviewId: string, personaId: string, access: Access): Persona {
  interviewFor(ownerId, interviewId, access);
  const persona = getDb()
    .select()
    .from(personas)
    .where(and(eq(personas.id, personaId), eq(personas.interviewId, interviewId)))
    .get();
  if (!persona) throw notFound('Persona not found');
  return persona;
}

/** How many dialogs the persona has played so far (what its delete confirmation offers to delete with it). */
export function personaDialogCount(ownerId: string, interviewId: string, personaId: string): number {
  getPersona(ownerId, interviewId, personaId, 'read');
  return countPersonaDialogs(interviewId, personaId);
}

/** A persona cannot go while respondents are being generated: the run would go on playing it. */
export class GenerationRunning extends DomainError {
  override readonly status: number = HTTP_STATUS.conflict;
}

/**
 * Deletes a persona and, when asked, the dialogs it played (through the dialog lifecycle, recordings first). Dialogs
 * that are kept stay generated, so they are still marked as AI respondents, without the persona's name.
 */
export async function deletePersona(
  ownerId: string,
  interviewId: string,
  personaId: string,
  options: { withDialogs: boolean },
): Promise<{ dialogsDeleted: number }> {
  getPersona(ownerId, interviewId, personaId, 'write');
  if (activeJob(interviewId, GENERATE_PERSONAS)) throw new GenerationRunning('Stop generating respondents before you delete a persona.');
  const dialogsDeleted = options.withDialogs ? await deletePersonaDialogs(interviewId, personaId) : 0;
  getDb()
    .delete(personas)
    .where(and(eq(personas.id, personaId), eq(personas.interviewId, interviewId)))
    .run();
  return { dialogsDeleted };
}

/** The generation job of this interview that is still going, if any. */
function activeJob(interviewId: string, kind: string): Job | undefined {
  const job = latestJob(interviewId, kind);
  return isJobActive(job) ? job : undefined;
}

/** Generates the respondents still missing, persona by persona, as one background job. */
/** A persona's state in the generation run: `error` keeps the reason, any other status clears it. */
export function setPersonaStatus(personaId: string, status: Persona['status'], error: string | null = null): void {
  getDb().update(personas).set({ status, error }).where(eq(personas.id, personaId)).run();
}

/** One more respondent of the persona generated, so a stopped or restarted run continues after it. */
export function countGeneratedRespondent(personaId: string): void {
  getDb()
    .update(personas)
    .set({ generatedCount: sql`${personas.generatedCount} + 1` })
    .where(eq(personas.id, personaId))
    .run();
}

export function startPersonaGeneration(ownerId: string, interviewId: string): Job {
  interviewFor(ownerId, interviewId, 'write');
  const running = activeJob(interviewId, GENERATE_PERSONAS);
  if (running) return running;
  const open = getDb()
    .select()
    .from(personas)
    .where(and(eq(personas.interviewId, interviewId), ne(personas.status, 'completed')))
    .all();
  const total = open.reduce((sum, p) => sum + Math.max(0, p.respondentCount - p.generatedCount), 0);
  return enqueueJob({ kind: GENERATE_PERSONAS, interviewId, total });
}

export function stopPersonaGeneration(ownerId: string, interviewId: string): Job | undefined {
  interviewFor(ownerId, interviewId, 'write');
  const job = activeJob(interviewId, GENERATE_PERSONAS);
  return job ? cancelJob(job.id) : undefined;
}

export function latestPersonaJob(ownerId: string, interviewId: string): Job | undefined {
  interviewFor(ownerId, interviewId, 'read');
  return latestJob(interviewId, GENERATE_PERSONAS);
}

/** Individual links: `count` generated dialogs of a respondent described by `bio`, each `messagesCount` answers long. */
export function startPersonaDialogs(
  ownerId: string,
  interviewId: string,
  input: { bio: string; messagesCount: number; count: number },
): Job {
  interviewFor(ownerId, interviewId, 'write');
  return enqueueJob({ kind: PERSONA_DIALOGS, interviewId, payload: input, total: input.count });
}

export function latestPersonaDialogsJob(ownerId: string, interviewId: string): Job | undefined {
  interviewFor(ownerId, interviewId, 'read');
  return latestJob(interviewId, PERSONA_DIALOGS);
}

/** What a page shows of a job. */
export function jobView(job: Job | undefined) {
  return job ? { id: job.id, status: job.status, progress: job.progress, total: job.total, error: job.error } : null;
}
