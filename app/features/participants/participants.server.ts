import { and, asc, eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { consentFacts } from '~/features/consent/consent-columns.server';
import {
  countUnansweredDialogs,
  deleteDialog,
  deleteDialogsOfInterview,
  deleteUnansweredDialogs,
  findDialogOfInterview,
  presentMessages,
  setDialogsCountTowardsQuota,
} from '~/features/dialogs/dialogs.server';
import { reachedInterview } from '~/features/interviews/reached-interview';
import { type MemberCheckOutcome, memberCheckRecordOf, outcomeOf } from '~/features/member-check/member-checks.server';
import { verdictOf } from '~/features/member-check/verdicts.server';
import { recruitFactList } from '~/features/recruit/recruit-columns';
import { recruitTable } from '~/features/recruit/recruit-columns.server';
import { interviewFor } from '~/features/teams/access.server';
import { DomainError, notFound } from '~/lib/errors';

import { aiRespondentMark, dialogLabel, type ParticipantStatus, participantStatus, type QuotaMark } from './format';
import { qualityGuardOf } from './quality-guard.server';
import type { GuardFlagView } from './quality-guard-labels';

const { dialogs, messages, personas } = schema;

export const PAGE_SIZE = 50;

export type ParticipantRow = {
  id: string;
  shortLink: string;
  label: string;
  /** "AI respondent · {persona}" for a generated dialog, null for a real participant. */
  aiRespondent: string | null;
  startedAt: Date;
  endedAt: Date | null;
  messageCount: number;
  status: ParticipantStatus;
  /** How the member check ended. */
  summary: MemberCheckOutcome;
  quota: QuotaMark;
  /** Its link variables and screener answers, under `ParticipantPage.recruitColumns` ('' where it has none). */
  recruitValues: string[];
  /** The quality guard's flags from its last check (a sample run), strong first; null when never checked. */
  guardFlags: GuardFlagView[] | null;
};

const quotaMark = (row: { isGenerated: boolean; countedAt: unknown; isExcluded: boolean }): QuotaMark =>
  row.isGenerated ? null : row.isExcluded ? 'excluded' : row.countedAt !== null ? 'counted' : 'not-yet';

/**
 * `total`: every dialog listed (previews aside), `aiRespondents` of them generated; `unanswered`: respondents' dialogs
 * that hold no answer, which the owner may delete at once.
 */
export type ParticipantPage = {
  rows: ParticipantRow[];
  total: number;
  aiRespondents: number;
  page: number;
  pageCount: number;
  unanswered: number;
  /** The interview's link variables, then its screener questions: a column each. */
  recruitColumns: string[];
};

/** Participants are the interview's dialogs except the owner's own previews and panel visitors never admitted. */
const participantsOf = (interviewId: string) =>
  and(eq(dialogs.interviewId, interviewId), eq(dialogs.isPreview, false), reachedInterview(sql.raw('dialogs.id')));

/**
 * When a dialog started, as the list, the transcript and the export show it: its first message, or its creation while
 * it has none (an individual link made before its respondent opens it is listed from when it is opened).
 */
export const STARTED_AT = sql`coalesce((select min(messages.created_at) from messages where messages.dialog_id = dialogs.id), dialogs.created_at)`;

type PageRow = {
  id: string;
  short_link: string;
  is_generated: number;
  completed_at: number | null;
  answered_at: number | null;
  counted_at: number | null;
  is_excluded_from_quota: number;
  started_at: number;
  message_count: number;
  persona_name: string | null;
  member_check: 'pending' | 'confirmed' | 'corrected' | 'skipped' | null;
  total: number;
  generated: number;
};

// One statement per page, ordered by the start time the list shows. No column holds that time (it is the first
// message's, and an individual link is opened long after it is made), so the inner query computes it for each of the
// interview's dialogs (found through dialogs(interview_id, created_at)) with one seek each into
// messages(dialog_id, created_at) (SQLite's min() optimisation), sorts, and keeps the page's 50 rowids; only then are
// the message counts and persona names computed, for those 50 rows alone. The totals are uncorrelated subqueries that
// SQLite evaluates once. The cost grows with the interview, about 4 µs a dialog: 40 ms a page at 10,000 dialogs of 20
// messages, against 2–4 ms in creation order (npm run bench:participants-list).
function selectPage(interviewId: string, offset: number): PageRow[] {
  return getDb().all<PageRow>(sql`
    select d.id, d.short_link, d.is_generated, d.completed_at, d.answered_at, d.counted_at, d.is_excluded_from_quota, page.started_at,
      (select count(*) from messages where messages.dialog_id = d.id) as message_count,
      (select personas.name from personas where personas.id = d.persona_id and personas.interview_id = d.interview_id) as persona_name,
      (select member_checks.verdict from member_checks where member_checks.dialog_id = d.id) as member_check,
      (select count(*) from dialogs as t where t.interview_id = ${interviewId} and t.is_preview = 0 and ${reachedInterview(sql.raw('t.id'))}) as total,
      (select count(*) from dialogs as t where t.interview_id = ${interviewId} and t.is_preview = 0 and t.is_generated = 1) as generated
    from (
      select dialogs.rowid as rid, ${STARTED_AT} as started_at
      from dialogs
      where dialogs.interview_id = ${interviewId} and dialogs.is_preview = 0 and ${reachedInterview(sql.raw('dialogs.id'))}
      order by started_at desc, dialogs.rowid desc
      limit ${PAGE_SIZE} offset ${offset}
    ) as page
    join dialogs as d on d.rowid = page.rid
    order by page.started_at desc, page.rid desc`);
}

function countParticipants(interviewId: string) {
  return getDb()
    .select({ total: sql<number>`count(*)`, generated: sql<number>`coalesce(sum(${dialogs.isGenerated}), 0)` })
    .from(dialogs)
    .where(participantsOf(interviewId))
    .get()!;
}

/** One page of the interview's participants, latest start first; a page past the end shows the last one. */
export function listParticipants(ownerId: string, interviewId: string, requestedPage: number): ParticipantPage {
  interviewFor(ownerId, interviewId, 'read');
  let page = Math.max(1, Math.floor(requestedPage));
  let rows = selectPage(interviewId, (page - 1) * PAGE_SIZE);
  let counts = rows[0] ?? countParticipants(interviewId);
  const lastPage = Math.max(1, Math.ceil(counts.total / PAGE_SIZE));
  if (rows.length === 0 && page > lastPage) {
    page = lastPage;
    rows = selectPage(interviewId, (page - 1) * PAGE_SIZE);
    counts = rows[0] ?? counts;
  }
  const recruit = recruitTable(
    interviewId,
    rows.map((row) => row.id),
  );
  const guard = qualityGuardOf(rows.map((row) => row.id));
  return {
    recruitColumns: recruit.columns.map((c) => c.name),
    rows: rows.map((row) => {
      const isGenerated = row.is_generated === 1;
      const completedAt = row.completed_at === null ? null : new Date(row.completed_at);
      return {
        id: row.id,
        shortLink: row.short_link,
        label: dialogLabel(row.short_link),
        aiRespondent: aiRespondentMark({ isGenerated, personaName: row.persona_name }),
        startedAt: new Date(row.started_at),
        endedAt: completedAt,
        messageCount: row.message_count,
        status: participantStatus({
          completedAt,
          isGenerated,
          messageCount: row.message_count,
          answeredAt: row.answered_at === null ? null : new Date(row.answered_at),
        }),
        summary: outcomeOf(row.member_check ? { verdict: row.member_check } : undefined),
        quota: quotaMark({ isGenerated, countedAt: row.counted_at, isExcluded: row.is_excluded_from_quota === 1 }),
        recruitValues: recruit.valuesOf(row.id),
        guardFlags: guard.get(row.id)?.flags ?? null,
      };
    }),
    total: counts.total,
    aiRespondents: counts.generated,
    page,
    pageCount: Math.max(1, Math.ceil(counts.total / PAGE_SIZE)),
    unanswered: countUnansweredDialogs(interviewId),
  };
}

export type AudioAttachment = { filename: string; name: string };

/** Attachments are stored as the client sent them; only entries with a file name can be played back. */
function audioAttachments(attachments: unknown[] | null | undefined): AudioAttachment[] {
  if (!Array.isArray(attachments)) return [];
  return attachments.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { filename, original_name: originalName } = item as { filename?: unknown; original_name?: unknown };
    if (typeof filename !== 'string' || filename.length === 0) return [];
    return [{ filename, name: typeof originalName === 'string' && originalName ? originalName : filename }];
  });
}

/** One participant's dialog with every message and the owner's extras (candidate replies, audio). */
export function getParticipantTranscript(ownerId: string, interviewId: string, dialogId: string) {
  interviewFor(ownerId, interviewId, 'read');
  const db = getDb();
  const dialog = db
    .select()
    .from(dialogs)
    .where(and(eq(dialogs.id, dialogId), participantsOf(interviewId)))
    .get();
  if (!dialog) throw notFound('Dialog not found');
  const persona = dialog.personaId
    ? db
        .select({ name: personas.name })
        .from(personas)
        .where(and(eq(personas.id, dialog.personaId), eq(personas.interviewId, interviewId)))
        .get()
    : undefined;
  // Read only: unlike the respondent's page, opening a transcript never writes the greeting.
  const list = db
    .select()
    .from(messages)
    .where(eq(messages.dialogId, dialog.id))
    .orderBy(asc(messages.createdAt), asc(sql`rowid`))
    .all();
  return {
    dialog: {
      id: dialog.id,
      label: dialogLabel(dialog.shortLink),
      aiRespondent: aiRespondentMark({ isGenerated: dialog.isGenerated, personaName: persona?.name }),
      preInfo: dialog.preInfo,
      startedAt: list[0]?.createdAt ?? dialog.createdAt,
      endedAt: dialog.completedAt,
      messageCount: list.length,
      status: participantStatus({
        completedAt: dialog.completedAt,
        isGenerated: dialog.isGenerated,
        messageCount: list.length,
        answeredAt: dialog.answeredAt,
      }),
      recruitFacts: recruitFactsOf(interviewId, dialog.id),
    },
    memberCheck: memberCheckRecordOf(dialog.id),
    verdict: verdictOf(dialog.id),
    messages: presentMessages(list, true).map((message) => ({
      id: message.id,
      role: message.role,
      content: message.content,
      createdAt: message.createdAt,
      allResponses: message.allResponses ?? [],
      audio: audioAttachments(message.attachments),
    })),
  };
}

export type ParticipantTranscript = ReturnType<typeof getParticipantTranscript>;

/** A dialog's link variables, screener answers and consent, "name: value", for the transcript's header. */
function recruitFactsOf(interviewId: string, dialogId: string) {
  const recruit = recruitTable(interviewId, [dialogId]);
  return [...recruitFactList(recruit.columns, recruit.valuesOf(dialogId)), ...(consentFacts([dialogId]).get(dialogId) ?? [])];
}

/** The dialog is not one of this interview's participants (deleted already, or another interview's). */
export class ParticipantNotFound extends DomainError {}

/** Deletes a participant's dialog with its messages and recordings. */
export async function deleteParticipant(ownerId: string, interviewId: string, dialogId: string): Promise<void> {
  interviewFor(ownerId, interviewId, 'write');
  const dialog = findDialogOfInterview(interviewId, dialogId);
  if (!dialog || dialog.isPreview || !(await deleteDialog(dialog))) throw new ParticipantNotFound('Dialog not found');
}

/** Deletes the interview's dialogs that hold no answer (opened and left); returns how many went. */
export async function deleteUnansweredParticipants(ownerId: string, interviewId: string): Promise<number> {
  interviewFor(ownerId, interviewId, 'write');
  return deleteUnansweredDialogs(interviewId);
}

/** Deletes the selected dialogs of the interview (ids of other interviews' dialogs and of previews are skipped); returns how many went. */
export async function deleteSelectedParticipants(ownerId: string, interviewId: string, dialogIds: readonly string[]): Promise<number> {
  interviewFor(ownerId, interviewId, 'write');
  return deleteDialogsOfInterview(interviewId, dialogIds);
}

/**
 * Takes the selected respondents' dialogs out of the monthly quota count, or counts them again (`counts`). The dialogs
 * stay as they are; ids of other interviews' dialogs, previews and AI respondents are skipped. Returns how many changed.
 */
export function setSelectedParticipantsCounted(
  ownerId: string,
  interviewId: string,
  dialogIds: readonly string[],
  counts: boolean,
): number {
  interviewFor(ownerId, interviewId, 'write');
  return setDialogsCountTowardsQuota(interviewId, dialogIds, counts);
}
