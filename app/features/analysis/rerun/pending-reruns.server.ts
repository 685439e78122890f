/**
 * Runs waiting for the researcher's confirmation, kept on the server under a random id bound to the browser session
 * that posted them. The confirmation's URL carries only that id, so a link cannot choose a run's fields (its model,
 * threshold or additional instructions), and another session (someone who sent the link) cannot open it.
 */
import { randomBytes } from 'node:crypto';

import { and, eq, gt, lt } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

/** Long enough to read the confirmation and decide; a stale one simply does not open. */
export const PENDING_RERUN_MS = 30 * 60 * 1000;

export type PendingRerunRecord = { intent: string; fields: Record<string, string> };

/** Keeps a run the researcher posted until they confirm it; returns its id for the page's URL. */
export function keepPendingRerun(sessionId: string, reportId: string, rerun: PendingRerunRecord, now = Date.now()): string {
  const id = randomBytes(18).toString('base64url');
  const db = getDb();
  db.transaction((tx) => {
    tx.delete(schema.pendingReruns)
      .where(lt(schema.pendingReruns.expiresAt, new Date(now)))
      .run();
    tx.insert(schema.pendingReruns)
      .values({ id, sessionId, reportId, intent: rerun.intent, fields: rerun.fields, expiresAt: new Date(now + PENDING_RERUN_MS) })
      .run();
  });
  return id;
}

/** The run kept under `id` for this session and report, unless it expired; null otherwise. */
export function findPendingRerun(id: string, sessionId: string, reportId: string, now = Date.now()): PendingRerunRecord | null {
  const row = getDb()
    .select({ intent: schema.pendingReruns.intent, fields: schema.pendingReruns.fields })
    .from(schema.pendingReruns)
    .where(
      and(
        eq(schema.pendingReruns.id, id),
        eq(schema.pendingReruns.sessionId, sessionId),
        eq(schema.pendingReruns.reportId, reportId),
        gt(schema.pendingReruns.expiresAt, new Date(now)),
      ),
    )
    .get();
  return row ?? null;
}
