import { sql } from 'drizzle-orm';

import { getDb } from '@db/index';

import { deleteRecordings, sweepStrayFiles } from './storage.server';

/**
 * A recording is stored when it is transcribed, before the respondent sends the message it belongs to (and, before
 * the first message, with no dialog at all). One that no message has claimed after this long never will be.
 */
export const ORPHAN_RECORDING_MS = 60 * 60 * 1000;

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes recordings older than ORPHAN_RECORDING_MS that no message of their interview names in its attachments
 * and that were not made from a message (the interviewer's words spoken, stored under the message's id), rows and
 * files; stored images nothing refers to, and temporary files interrupted uploads left behind.
 */
export async function sweepOrphanFiles(now: number = Date.now()): Promise<void> {
  await deleteRecordings(unclaimedRecordings(now - ORPHAN_RECORDING_MS));
  await sweepStrayFiles('image', now);
  await sweepStrayFiles('audio', now);
}

/**
 * Recordings made before `cutoff` that no message of the same interview names. The claimed (interview, name) pairs
 * are collected once per sweep, from the messages that have attachments only (a partial index holds just those),
 * into a temporary index that each recording is looked up in: one pass over the attachments, however many
 * recordings there are. (NOT IN rather than NOT EXISTS: SQLite then keys its temporary index on both columns.)
 */
function unclaimedRecordings(cutoff: number): { id: string; fileName: string }[] {
  return getDb().all<{ id: string; fileName: string }>(sql`
    select u.id as id, u.file_name as fileName
    from uploads u
    where u.kind = 'audio' and u.created_at < ${cutoff}
      and u.id not in (select id from messages)
      and (u.interview_id, u.file_name) not in (
        select interview_id, file_name from (
          select d.interview_id as interview_id, case when j.type = 'object' then j.value ->> 'filename' end as file_name
          from messages m
          join dialogs d on d.id = m.dialog_id
          join json_each(m.attachments) j
          where m.attachments is not null
        )
        where file_name is not null
      )
  `);
}

// On globalThis like the job runner, so a development reload does not start a second timer.
const state = globalThis as unknown as { __orphanSweep?: { timer: NodeJS.Timeout; running: Promise<void> | null } };

/** Sweeps now and then every ten minutes in this process; the timer never keeps the process alive. */
export function startOrphanSweep(): void {
  if (state.__orphanSweep) return;
  const run = () => {
    const sweep = state.__orphanSweep;
    if (!sweep || sweep.running) return;
    sweep.running = sweepOrphanFiles()
      .catch((error: unknown) => console.error('Sweeping orphan files failed:', error))
      .finally(() => {
        sweep.running = null;
      });
  };
  state.__orphanSweep = { timer: setInterval(run, SWEEP_EVERY_MS).unref(), running: null };
  run();
}

/** Stops the timer and waits for a sweep in progress, so the database can be closed after it. */
export async function stopOrphanSweep(): Promise<void> {
  const sweep = state.__orphanSweep;
  if (!sweep) return;
  clearInterval(sweep.timer);
  state.__orphanSweep = undefined;
  await sweep.running;
}
