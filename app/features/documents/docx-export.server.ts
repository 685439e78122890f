import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { type ExportPseudonyms, exportPseudonyms } from '~/ai/privacy/export-pseudonyms.server';
import { recordStep } from '~/features/audit/audit-log.server';
import { consentFacts } from '~/features/consent/consent-columns.server';
import { participantCounts } from '~/features/interviews/participant-counts';
import { memberCheckLines, verdictFacts } from '~/features/member-check/format';
import { memberChecksOf } from '~/features/member-check/member-checks.server';
import { verdictsOf } from '~/features/member-check/verdicts.server';
import { NO_DIALOGS, NO_MESSAGES } from '~/features/participants/export-errors';
import { aiRespondentMark, dialogLabel } from '~/features/participants/format';
import { recruitFactList } from '~/features/recruit/recruit-columns';
import { recruitTable } from '~/features/recruit/recruit-columns.server';
import { interviewFor } from '~/features/teams/access.server';
import { DomainError } from '~/lib/errors';
import { formatDateTime } from '~/lib/format-date';

import { buildDocxTemplate, type DocxTemplate, paragraph } from './docx-template.server';
import { type ZipEntry, zipStream } from './zip-stream.server';

const { dialogs, messages } = schema;

export { NO_DIALOGS, NO_MESSAGES };

/** Nothing to put in the document; the message is the one the user sees. */
export class NothingToExport extends DomainError {}

/** Spec §9: all-interviews-{id}-{date}, the date as YYYY-MM-DD (UTC). */
export const exportFileName = (interviewId: string, now: Date) => `all-interviews-${interviewId}-${now.toISOString().slice(0, 10)}.docx`;

/** Dialogs read per query: enough to keep SQLite calls few, few enough that memory stays flat. */
const DIALOG_BATCH = 100;
/** Dialogs whose place in the order is found per query (their rowid and start only). */
const ORDER_WINDOW = 2000;

type Cursor = { startedAt: number; rowid: number };

// Previews are the owner's own tests, not participants; a dialog without messages has nothing to export.
function countDialogs(interviewId: string) {
  const hasMessages = sql`exists (select 1 from messages where messages.dialog_id = dialogs.id)`;
  return getDb()
    .select({
      total: sql<number>`count(*)`,
      withMessages: sql<number>`coalesce(sum(${hasMessages}), 0)`,
      aiWithMessages: sql<number>`coalesce(sum(${dialogs.isGenerated} and ${hasMessages}), 0)`,
    })
    .from(dialogs)
    .where(and(eq(dialogs.interviewId, interviewId), eq(dialogs.isPreview, false)))
    .get()!;
}

// A dialog with messages starts at its first message, as the Participants tab shows and orders it: one seek into
// messages(dialog_id, created_at) per dialog (SQLite's min() optimisation).
const FIRST_MESSAGE_AT = sql`(select min(messages.created_at) from messages where messages.dialog_id = dialogs.id)`;

/** The interview's exportable dialogs (rowid and start), in export order, from just below `cursor`. */
const startedBelow = (interviewId: string, cursor: Cursor | null, limit: number) => sql`
  select rid, started_at from (
    select dialogs.rowid as rid, ${FIRST_MESSAGE_AT} as started_at
    from dialogs
    where dialogs.interview_id = ${interviewId} and dialogs.is_preview = 0
  )
  where started_at is not null ${cursor ? sql`and (started_at, rid) < (${cursor.startedAt}, ${cursor.rowid})` : sql``}
  order by started_at desc, rid desc
  limit ${limit}`;

/** Where the export starts: just past the latest-started exportable dialog now, so dialogs started during the export stay out. */
function startCursor(interviewId: string): Cursor | undefined {
  const row = getDb().get<{ rid: number; started_at: number } | undefined>(startedBelow(interviewId, null, 1));
  return row && { startedAt: row.started_at, rowid: row.rid + 1 };
}

type DialogRow = {
  rid: number;
  id: string;
  short_link: string;
  pre_info: string | null;
  completed_at: number | null;
  is_generated: number;
  persona_name: string | null;
};

/** The dialogs with these rowids, with their persona's name (when it still exists). */
const dialogsByRowid = (rowids: number[]) => sql`
  select d.rowid as rid, d.id, d.short_link, d.pre_info, d.completed_at, d.is_generated,
    (select personas.name from personas where personas.id = d.persona_id and personas.interview_id = d.interview_id) as persona_name
  from dialogs as d
  where d.rowid in (${sql.join(
    rowids.map((rowid) => sql`${rowid}`),
    sql`, `,
  )})`;

/**
 * The export's dialogs latest start first (as the Participants tab lists them). No column holds a dialog's start, so
 * finding the next ones means computing it for each of the interview's dialogs: that is done once per window of
 * ORDER_WINDOW dialogs (keyset on start and rowid, two numbers kept per dialog), not once per batch; the window is then
 * read in batches of DIALOG_BATCH dialogs with their messages.
 */
function* dialogBatches(interviewId: string, from: Cursor) {
  const db = getDb();
  let cursor = from;
  for (;;) {
    const window = db.all<{ rid: number; started_at: number }>(startedBelow(interviewId, cursor, ORDER_WINDOW));
    if (window.length === 0) return;
    for (let at = 0; at < window.length; at += DIALOG_BATCH) {
      const order = window.slice(at, at + DIALOG_BATCH).map((row) => row.rid);
      const found = new Map(db.all<DialogRow>(dialogsByRowid(order)).map((row) => [row.rid, row]));
      // A dialog deleted since the window was read is skipped.
      const batch = order.flatMap((rid) => found.get(rid) ?? []);
      if (batch.length === 0) continue;
      const rows = db
        .select({
          id: messages.id,
          dialogId: messages.dialogId,
          role: messages.role,
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(
          inArray(
            messages.dialogId,
            batch.map((d) => d.id),
          ),
        )
        .orderBy(asc(messages.dialogId), asc(messages.createdAt), asc(sql`rowid`))
        .all();
      const byDialog = new Map<string, typeof rows>();
      for (const row of rows) {
        const list = byDialog.get(row.dialogId);
        if (list) list.push(row);
        else byDialog.set(row.dialogId, [row]);
      }
      const ids = batch.map((d) => d.id);
      const checks = memberChecksOf(ids);
      const verdicts = verdictsOf(ids);
      const recruit = recruitTable(interviewId, ids);
      const consents = consentFacts(ids);
      yield batch.map((dialog) => ({
        recruitFacts: [...recruitFactList(recruit.columns, recruit.valuesOf(dialog.id)), ...(consents.get(dialog.id) ?? [])],
        shortLink: dialog.short_link,
        preInfo: dialog.pre_info,
        completedAt: dialog.completed_at,
        aiRespondent: aiRespondentMark({ isGenerated: dialog.is_generated === 1, personaName: dialog.persona_name }),
        messages: byDialog.get(dialog.id) ?? [],
        memberCheck: checks.get(dialog.id) ?? null,
        verdict: verdicts.get(dialog.id) ?? null,
      }));
    }
    const last = window[window.length - 1]!;
    cursor = { startedAt: last.started_at, rowid: last.rid };
  }
}

type Counts = { dialogs: number; aiRespondents: number };

/** The body of word/document.xml, one string per dialog; every dialog but the first starts on a new page. */
function* documentBody(
  template: DocxTemplate,
  interview: { id: string; title: string },
  counts: Counts,
  from: Cursor,
  now: Date,
  pseudonyms?: ExportPseudonyms,
) {
  yield template.head;
  yield paragraph(template, 'title', interview.title);
  yield paragraph(
    template,
    'subtitle',
    `All interviews · ${participantCounts(counts.dialogs - counts.aiRespondents, counts.aiRespondents)} · exported ${formatDateTime(now)}`,
  );
  let first = true;
  for (const batch of dialogBatches(interview.id, from)) {
    for (const found of batch) {
      if (found.messages.length === 0) continue; // its messages were deleted after the batch was read
      const dialog = pseudonyms ? deidentifiedDialog(found, pseudonyms) : found;
      let xml = paragraph(template, first ? 'dialog' : 'dialogOnNewPage', dialogLabel(dialog.shortLink));
      first = false;
      xml += paragraph(template, 'field', 'Respondent: ', dialog.aiRespondent ?? 'Real participant');
      if (dialog.preInfo?.trim()) xml += paragraph(template, 'field', 'Bio: ', dialog.preInfo.trim());
      xml += paragraph(template, 'field', 'Start Time: ', formatDateTime(dialog.messages[0]!.createdAt));
      xml += paragraph(template, 'field', 'End Time: ', dialog.completedAt ? formatDateTime(dialog.completedAt) : '—');
      // Its link variables and screener answers, as plain text runs.
      for (const { name, value } of dialog.recruitFacts) {
        // A screener question keeps its own question mark; a colon after it would read "…online?:".
        xml += paragraph(template, 'field', /[?!:.]$/.test(name) ? `${name} ` : `${name}: `, value);
      }
      for (const { term, detail } of verdictFacts(dialog.verdict)) xml += paragraph(template, 'field', `${term}: `, detail);
      const respondent = dialog.aiRespondent ? 'AI respondent' : 'Respondent';
      // The member check follows the summary it answered (or ends the dialog when that message is gone).
      const check = dialog.memberCheck && memberCheckLines(dialog.memberCheck);
      const checkAfter = dialog.messages.some((m) => m.id === dialog.memberCheck?.offerMessageId)
        ? dialog.memberCheck?.offerMessageId
        : dialog.messages.at(-1)?.id;
      for (const message of dialog.messages) {
        xml += paragraph(
          template,
          'message',
          message.role === 'assistant' ? 'Interviewer' : respondent,
          ` · ${formatDateTime(message.createdAt)}`,
        );
        xml += paragraph(template, 'text', message.content);
        if (check && message.id === checkAfter) xml += memberCheckXml(template, check, dialog.memberCheck!.answeredAt);
      }
      yield xml;
    }
  }
  yield template.tail;
}

type ExportedDialog = ReturnType<typeof dialogBatches> extends Generator<infer B> ? (B extends (infer D)[] ? D : never) : never;

/** A dialog as a de-identified export writes it: its bio, messages and the respondent's correction with placeholders. */
function deidentifiedDialog(dialog: ExportedDialog, pseudonyms: ExportPseudonyms): ExportedDialog {
  const id = dialog.messages[0]!.dialogId;
  const text = (value: string) => pseudonyms.ofDialog(id, value);
  return {
    ...dialog,
    preInfo: dialog.preInfo && text(dialog.preInfo),
    messages: dialog.messages.map((message) => ({ ...message, content: text(message.content) })),
    memberCheck: dialog.memberCheck && {
      ...dialog.memberCheck,
      points: dialog.memberCheck.points.map((point) => ({ ...point, text: text(point.text) })),
      correction: dialog.memberCheck.correction && { ...dialog.memberCheck.correction, text: text(dialog.memberCheck.correction.text) },
    },
  };
}

function memberCheckXml(template: DocxTemplate, check: NonNullable<ReturnType<typeof memberCheckLines>>, answeredAt: Date | null): string {
  let xml = paragraph(template, 'memberCheck', check.heading);
  if (answeredAt) xml += paragraph(template, 'field', 'Answered: ', formatDateTime(answeredAt));
  xml += paragraph(template, 'field', 'What the interviewer read back', '');
  for (const point of check.points) xml += paragraph(template, 'point', `• ${point}`);
  if (check.correction) xml += paragraph(template, 'field', 'The respondent’s correction: ', check.correction);
  xml += paragraph(template, 'text', check.note);
  return xml;
}

/** The package's fixed parts first, then word/document.xml deflated as its body is generated. */
function docxStream(template: DocxTemplate, body: Generator<string>): ReadableStream<Uint8Array> {
  return zipStream([
    ...template.parts.map((part): ZipEntry => ({ name: part.name, content: [part.data] })),
    // Level 1: for 1,000 dialogs of 30 messages it takes half the time of level 6 for a file about 40% larger.
    { name: 'word/document.xml', content: body, level: 1 },
  ]);
}

/** `dialogCount` dialogs in the file, `aiRespondentCount` of them generated. */
export type DocxExport = { fileName: string; dialogCount: number; aiRespondentCount: number; body: ReadableStream<Uint8Array> };

/** Every dialog of the interview that has messages, as one Word document streamed to the reader. Owner only. */
export async function exportInterviewDocx(ownerId: string, interviewId: string, now = new Date()): Promise<DocxExport> {
  const interview = interviewFor(ownerId, interviewId, 'read');
  const { total, withMessages, aiWithMessages } = countDialogs(interview.id);
  if (total === 0) throw new NothingToExport(NO_DIALOGS);
  const from = withMessages > 0 ? startCursor(interview.id) : undefined;
  if (!from) throw new NothingToExport(NO_MESSAGES);
  const template = await buildDocxTemplate(interview.title);
  const pseudonyms = await exportPseudonyms(interview.id);
  recordStep(ownerId, {
    action: 'export',
    interview,
    detail: `Transcripts of ${withMessages} ${withMessages === 1 ? 'dialog' : 'dialogs'}, Word${pseudonyms ? ', de-identified' : ''}`,
  });
  return {
    fileName: exportFileName(interview.id, now),
    dialogCount: withMessages,
    aiRespondentCount: aiWithMessages,
    body: docxStream(
      template,
      documentBody(template, interview, { dialogs: withMessages, aiRespondents: aiWithMessages }, from, now, pseudonyms),
    ),
  };
}
