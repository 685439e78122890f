/**
 * The quality guard over an interview's dialogs (`qualityFlags`, docs/decisions/0022-quality-guard-flags.md): each
 * respondent's dialog is read with its messages' times, the signals its page recorded (`answerSignalsOf`), the
 * interview's other dialogs' answers (repeats and rings) and the dialogs from the same browser or address within an
 * hour. The verdicts are stored (`quality_guard`) with the thresholds and the rule's version; the Sample, the
 * participants list, the Overview and the exports read them. Simulated dialogs are neither checked nor compared:
 * they are the AI's words and say so.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { answerFingerprints, type OtherDialogAnswers } from '~/ai/quality-guard/answer-repeats';
import {
  GUARD_THRESHOLDS,
  guardAnswers,
  type GuardMessage,
  qualityFlags,
  type QualityGuardFlag,
  signalPattern,
} from '~/ai/quality-guard/quality-flags';
import { type AnswerSignals, answerSignalsOf } from '~/features/dialogs/answer-signals.server';

import { dialogLabel } from './format';

const { dialogs, messages, qualityGuard } = schema;

/** Bumped when the rule changes, so a stored verdict can be read against the rule of its day. */
export const GUARD_VERSION = 'quality-guard/1';
/** At most this many other dialogs are named in one flag's evidence; the rest are counted. */
const MAX_NAMED = 5;
/** A 3-gram found in more answers than this says nothing about who copied whom: it only narrows, never decides. */
const COMMON_SHINGLE_ANSWERS = 200;

export type GuardVerdict = {
  flags: QualityGuardFlag[];
  excludedByDefault: boolean;
  thresholds: Record<string, number>;
  version: string;
  checkedAt: Date;
};

type GuardDialog = { id: string; label: string; createdAt: Date; messages: GuardMessage[]; signals: AnswerSignals[] };

/** The interview's respondents' dialogs (no previews, no simulated ones), each with its messages and signals. */
function loadGuardDialogs(interviewId: string): GuardDialog[] {
  const db = getDb();
  const rows = db
    .select({ id: dialogs.id, shortLink: dialogs.shortLink, createdAt: dialogs.createdAt })
    .from(dialogs)
    .where(and(eq(dialogs.interviewId, interviewId), eq(dialogs.isPreview, false), eq(dialogs.isGenerated, false)))
    .orderBy(asc(dialogs.createdAt), asc(sql`rowid`))
    .all();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const signals = answerSignalsOf(ids);
  const byMessage = new Map<string, AnswerSignals>();
  for (const list of signals.values()) for (const s of list) byMessage.set(s.messageId, s);
  const byDialog = new Map<string, GuardMessage[]>();
  const all = db
    .select({ id: messages.id, dialogId: messages.dialogId, role: messages.role, content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(inArray(messages.dialogId, ids))
    .orderBy(asc(messages.dialogId), asc(messages.createdAt), asc(sql`rowid`))
    .all();
  for (const m of all) {
    if (m.role !== 'user' && m.role !== 'assistant') continue;
    const list = byDialog.get(m.dialogId) ?? [];
    list.push({ role: m.role, content: m.content, at: m.createdAt, signals: byMessage.get(m.id)?.client ?? null });
    byDialog.set(m.dialogId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    label: dialogLabel(r.shortLink),
    createdAt: r.createdAt,
    messages: byDialog.get(r.id) ?? [],
    signals: signals.get(r.id) ?? [],
  }));
}

/**
 * An address that half the interview's dialogs (and at least this many) came from is a shared gateway, not a ring: a
 * proxy the server does not see through, an office or a campus. Flagging it would flag everyone.
 */
const GATEWAY_MIN_DIALOGS = 4;

/** Other dialogs sharing a browser or address hash with each dialog, with answers written within the hour. */
function sameSource(list: readonly GuardDialog[], key: 'visitorHash' | 'addressHash'): Map<string, Set<string>> {
  const windowMs = GUARD_THRESHOLDS.sameSourceWithinMinutes * 60_000;
  const byHash = new Map<string, { dialogId: string; at: number }[]>();
  for (const dialog of list)
    for (const s of dialog.signals) {
      const hash = s[key];
      if (!hash) continue;
      const group = byHash.get(hash) ?? [];
      group.push({ dialogId: dialog.id, at: +s.at });
      byHash.set(hash, group);
    }
  const found = new Map<string, Set<string>>();
  const link = (a: string, b: string) => found.set(a, (found.get(a) ?? new Set()).add(b));
  for (const group of byHash.values()) {
    const dialogsFrom = new Set(group.map((g) => g.dialogId)).size;
    if (key === 'addressHash' && dialogsFrom >= GATEWAY_MIN_DIALOGS && dialogsFrom >= list.length / 2) continue;
    group.sort((a, b) => a.at - b.at);
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length && group[j]!.at - group[i]!.at <= windowMs; j++) {
        if (group[i]!.dialogId === group[j]!.dialogId) continue;
        link(group[i]!.dialogId, group[j]!.dialogId);
        link(group[j]!.dialogId, group[i]!.dialogId);
      }
  }
  return found;
}

/** Dialogs whose recorded signals match another's exactly (`signalPattern`). */
function sameSignals(list: readonly GuardDialog[]): Map<string, Set<string>> {
  const byPattern = new Map<string, string[]>();
  for (const dialog of list) {
    const pattern = signalPattern(dialog.signals.map((s) => s.client));
    if (!pattern) continue;
    const ids = byPattern.get(pattern);
    if (ids) ids.push(dialog.id);
    else byPattern.set(pattern, [dialog.id]);
  }
  const found = new Map<string, Set<string>>();
  for (const ids of byPattern.values()) if (ids.length > 1) for (const id of ids) found.set(id, new Set(ids.filter((x) => x !== id)));
  return found;
}

/**
 * For each dialog, the other dialogs with an answer that may repeat one of its own: they share a 3-gram that few
 * answers hold. `answerRepeats` then decides on these few by the real containment, so a study of a thousand dialogs is
 * not compared pair by pair.
 */
function repeatCandidates(fingerprints: ReadonlyMap<string, ReturnType<typeof answerFingerprints>>): Map<string, Set<string>> {
  const postings = new Map<number, string[]>();
  for (const [dialogId, answers] of fingerprints)
    for (const answer of answers)
      for (const shingle of answer.fingerprint.shingles) {
        const ids = postings.get(shingle);
        if (ids) ids.push(dialogId);
        else postings.set(shingle, [dialogId]);
      }
  const candidates = new Map<string, Set<string>>();
  for (const ids of postings.values()) {
    if (ids.length < 2 || ids.length > COMMON_SHINGLE_ANSWERS) continue;
    const unique = [...new Set(ids)];
    for (const a of unique) for (const b of unique) if (a !== b) candidates.set(a, (candidates.get(a) ?? new Set()).add(b));
  }
  return candidates;
}

function named(labels: readonly string[]): string[] {
  if (labels.length <= MAX_NAMED) return [...labels];
  return [...labels.slice(0, MAX_NAMED - 1), `${labels.length - MAX_NAMED + 1} more dialogs`];
}

/**
 * Checks the interview's dialogs (all of them, or those listed) against each other and stores each verdict, replacing
 * the one before. Returns the verdicts by dialog id.
 */
export function checkQualityGuard(interviewId: string, dialogIds?: readonly string[]): Map<string, GuardVerdict> {
  const list = loadGuardDialogs(interviewId);
  const targets = dialogIds ? new Set(dialogIds) : null;
  const order = new Map(list.map((d, i) => [d.id, i]));
  const labels = new Map(list.map((d) => [d.id, d.label]));
  const fingerprints = new Map(list.map((d) => [d.id, answerFingerprints(guardAnswers(d.messages))]));
  const candidates = repeatCandidates(fingerprints);
  const browsers = sameSource(list, 'visitorHash');
  const addresses = sameSource(list, 'addressHash');
  const patterns = sameSignals(list);
  const labelsOf = (ids: Set<string> | undefined) =>
    named([...(ids ?? [])].sort((a, b) => order.get(a)! - order.get(b)!).map((id) => labels.get(id)!));

  const checkedAt = new Date();
  const verdicts = new Map<string, GuardVerdict>();
  for (const dialog of list) {
    if (targets && !targets.has(dialog.id)) continue;
    const others: OtherDialogAnswers[] = [...(candidates.get(dialog.id) ?? [])]
      .sort((a, b) => order.get(a)! - order.get(b)!)
      .map((id) => ({ label: labels.get(id)!, isEarlier: order.get(id)! < order.get(dialog.id)!, answers: fingerprints.get(id)! }));
    const result = qualityFlags({
      messages: dialog.messages,
      others,
      sameBrowser: labelsOf(browsers.get(dialog.id)),
      sameAddress: labelsOf(addresses.get(dialog.id)),
      sameSignals: labelsOf(patterns.get(dialog.id)),
    });
    verdicts.set(dialog.id, {
      flags: result.flags,
      excludedByDefault: result.excludedByDefault,
      thresholds: { ...result.thresholds },
      version: GUARD_VERSION,
      checkedAt,
    });
  }
  storeVerdicts(interviewId, verdicts);
  return verdicts;
}

function storeVerdicts(interviewId: string, verdicts: ReadonlyMap<string, GuardVerdict>) {
  const db = getDb();
  db.transaction((tx) => {
    for (const [dialogId, v] of verdicts) {
      const values = {
        flags: v.flags,
        excludedByDefault: v.excludedByDefault,
        thresholds: v.thresholds,
        version: v.version,
        checkedAt: v.checkedAt,
      };
      tx.insert(qualityGuard)
        .values({ dialogId, interviewId, ...values })
        .onConflictDoUpdate({ target: qualityGuard.dialogId, set: values })
        .run();
    }
  });
}

const strongFirst = (flags: readonly QualityGuardFlag[]) =>
  [...flags].sort((a, b) => Number(b.strength === 'strong') - Number(a.strength === 'strong'));

/** The stored verdicts of the given dialogs, by dialog id, their flags strong first; a dialog never checked has none. */
export function qualityGuardOf(dialogIds: readonly string[]): Map<string, GuardVerdict> {
  const found = new Map<string, GuardVerdict>();
  if (dialogIds.length === 0) return found;
  const rows = getDb()
    .select()
    .from(qualityGuard)
    .where(inArray(qualityGuard.dialogId, [...new Set(dialogIds)]))
    .all();
  for (const row of rows)
    found.set(row.dialogId, {
      flags: strongFirst(row.flags as QualityGuardFlag[]),
      excludedByDefault: row.excludedByDefault,
      thresholds: row.thresholds,
      version: row.version,
      checkedAt: row.checkedAt,
    });
  return found;
}
