import { and, countDistinct, eq, inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import type { Candidate } from '~/ai/quotes/grounding';
import { type AnswerPlace, answerPlaces } from '~/features/analysis/reports/answer-places.server';
import { eligibleDialogs, hasSample, includedDialogIds, messagesOf } from '~/features/analysis/reports/report-dialogs.server';
import type { Report } from '~/features/analysis/reports/reports.server';
import { dialogLabel } from '~/features/participants/format';

import type { DialogDirectory } from './verify-answer';

const { messages } = schema;

export type ScopeDialog = {
  id: string;
  shortLink: string;
  label: string;
  /** 1-based, in the order the dialogs started: the spec lets a citation name a dialog by it. */
  position: number;
  isGenerated: boolean;
  completed: boolean;
};

/** What the analytics chat may read: the report's included dialogs of one interview. */
export type ChatScope = {
  interview: Interview;
  report: Report;
  dialogs: ScopeDialog[];
  /** Dialogs the report could analyse before the sample's inclusion (never previews). */
  eligibleCount: number;
  sampled: boolean;
};

export function chatScope(interview: Interview, report: Report): ChatScope {
  const eligible = eligibleDialogs(report);
  const included = new Set(includedDialogIds(report));
  const dialogs = eligible
    .filter((dialog) => included.has(dialog.id))
    .map((dialog, i) => ({
      id: dialog.id,
      shortLink: dialog.shortLink,
      label: dialogLabel(dialog.shortLink),
      position: i + 1,
      isGenerated: dialog.isGenerated,
      completed: Boolean(dialog.completedAt),
    }));
  return { interview, report, dialogs, eligibleCount: eligible.length, sampled: hasSample(report) };
}

/** The transcript of a dialog, as the participants tab shows it; a message has its own anchor there. */
export const transcriptHref = (interviewId: string, dialogId: string) => `/interview/setup/${interviewId}/participants/${dialogId}`;
export const messageHref = (interviewId: string, dialogId: string, messageId: string) =>
  `${transcriptHref(interviewId, dialogId)}#message-${messageId}`;

/** A dialog of the scope by 'Dialog # x', its short link, or a number below 100 read as its position. */
export function findScopeDialog(scope: ChatScope, reference: string): ScopeDialog | undefined {
  const ref = reference
    .trim()
    .replace(/^Dialog\s*#\s*/i, '')
    .replace(/^#/, '');
  const byLink =
    scope.dialogs.find((dialog) => dialog.shortLink === ref) ??
    scope.dialogs.find((dialog) => dialog.shortLink.toLowerCase() === ref.toLowerCase());
  if (byLink) return byLink;
  if (/^\d{1,2}$/.test(ref)) return scope.dialogs[Number(ref) - 1];
  return undefined;
}

/** How the answer verifier sees this scope: only its dialogs resolve, and quotes come from respondents' messages. */
export function scopeDirectory(scope: ChatScope): DialogDirectory {
  const cache = new Map<string, Candidate[]>();
  return {
    resolve(ref) {
      const dialog = findScopeDialog(scope, ref);
      return dialog && { id: dialog.id, label: dialog.label, href: transcriptHref(scope.interview.id, dialog.id) };
    },
    respondentMessages(dialogId) {
      let found = cache.get(dialogId);
      if (!found) {
        found = messagesOf([dialogId])
          .filter((m) => m.role === 'user')
          .map((m) => ({ id: m.id, content: m.content }));
        cache.set(dialogId, found);
      }
      return found;
    },
    messageHref: (dialogId, messageId) => messageHref(scope.interview.id, dialogId, messageId),
  };
}

// ---- What respondents said after a guide question ----

export type Answer = { dialog: ScopeDialog; messageId: string; text: string };

/** Every respondent message of the scope given while the interviewer was on guide question `index` (0-based); none said at the member check. */
export function answersToQuestion(scope: ChatScope, index: number): Answer[] {
  const byId = new Map(scope.dialogs.map((dialog) => [dialog.id, dialog]));
  const stored = messagesOf(scope.dialogs.map((dialog) => dialog.id));
  const places = answerPlaces(scope.interview.questions ?? [], stored);
  return stored
    .filter((message) => places.get(message.id) === index)
    .map((message) => ({ dialog: byId.get(message.dialogId)!, messageId: message.id, text: message.content }));
}

/**
 * Where each respondent message of these dialogs stands: the guide question (0-based) it answered, -1 before the
 * first question, or the member check (a correction is no answer).
 */
export function questionOfMessages(scope: ChatScope, dialogIds: readonly string[]): Map<string, AnswerPlace> {
  return answerPlaces(scope.interview.questions ?? [], messagesOf(dialogIds));
}

export type ScopeCounts = {
  /** Dialogs the chat reads (the report's included ones). */
  dialogs: number;
  completed: number;
  inProgress: number;
  generated: number;
  /** Before the sample's inclusion. */
  eligible: number;
  sample: { included: number; excluded: number; threshold: number } | null;
};

export function scopeCounts(scope: ChatScope): ScopeCounts {
  const completed = scope.dialogs.filter((dialog) => dialog.completed).length;
  return {
    dialogs: scope.dialogs.length,
    completed,
    inProgress: scope.dialogs.length - completed,
    generated: scope.dialogs.filter((dialog) => dialog.isGenerated).length,
    eligible: scope.eligibleCount,
    sample: scope.sampled
      ? { included: scope.dialogs.length, excluded: scope.eligibleCount - scope.dialogs.length, threshold: scope.report.sampleThreshold }
      : null,
  };
}

/** Dialogs of the scope in which the respondent has said anything: the "responses" the chat analyses. */
export function dialogsWithAnswers(scope: ChatScope): number {
  const ids = scope.dialogs.map((dialog) => dialog.id);
  let total = 0;
  for (let i = 0; i < ids.length; i += 500) {
    total += getDb()
      .select({ n: countDistinct(messages.dialogId) })
      .from(messages)
      .where(and(inArray(messages.dialogId, ids.slice(i, i + 500)), eq(messages.role, 'user'), eq(messages.isFlagged, false)))
      .get()!.n;
  }
  return total;
}
