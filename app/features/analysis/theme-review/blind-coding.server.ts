/**
 * Coding a report's key themes blind: what the blind page shows a coder (the included dialogs with their answers, the
 * themes' names and descriptions, the coder's own decisions; never the engine's suggestions, counts or another
 * coder's decisions) and saving one dialog's decisions. A theme the run suggested and nobody touched yet is stored
 * as a reviewed theme on the first save (its members as the engine suggested them, open), so the decisions hang on
 * its stable id and survive the next run (ADR 0020).
 */
import { inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import type { Access } from '~/features/teams/access.server';
import { NotFound, notFound, ValidationFailed } from '~/lib/errors';

import { respondentMessages } from '../evidence/evidence.server';
import { ownedReport } from '../reports/report-access.server';
import type { Report } from '../reports/reports.server';
import { blindDecisions, putBlindDecisions } from './blind-codings.server';
import type { CoderDecisions } from './coder-agreement';
import { themeReviewOf } from './theme-review.server';
import { storeSuggestedTheme } from './update-themes.server';

type Context = { interview: Interview; report: Report };

/**
 * The interview and report the blind and coders pages work on, for a member of the interview's team (a viewer reads); another
 * interview's report (or none) is the same 404 page as an interview that is not theirs.
 */
export function reportForCoding(userId: string, interviewId: string, reportId: string, access: Access): Context {
  try {
    return ownedReport(userId, interviewId, reportId, access);
  } catch (error) {
    if (error instanceof NotFound) throw notFound(error.message);
    throw error;
  }
}

/** Dialogs on one page of the blind coding. */
export const BLIND_PAGE_SIZE = 10;

export type BlindAnswer = { messageId: string; question: string; text: string };

/** The short links, simulated marks and answers of some dialogs, in their order. */
export function dialogsWithAnswers(interview: Interview, dialogIds: readonly string[]) {
  const rows = new Map<string, { shortLink: string; isGenerated: boolean }>();
  for (let i = 0; i < dialogIds.length; i += 500)
    for (const d of getDb()
      .select({ id: schema.dialogs.id, shortLink: schema.dialogs.shortLink, isGenerated: schema.dialogs.isGenerated })
      .from(schema.dialogs)
      .where(inArray(schema.dialogs.id, dialogIds.slice(i, i + 500)))
      .all())
      rows.set(d.id, { shortLink: d.shortLink, isGenerated: d.isGenerated });
  const answers = respondentMessages(interview, dialogIds);
  return dialogIds.map((id) => ({
    id,
    shortLink: rows.get(id)?.shortLink ?? '',
    isGenerated: rows.get(id)?.isGenerated ?? false,
    answers: (answers.get(id) ?? []).map((m): BlindAnswer => ({
      messageId: m.id,
      question: interview.questions[m.question]?.title ?? '',
      text: m.content,
    })),
  }));
}

/** A dialog is coded when the coder has saved a decision on it for every theme there is now. */
const isCoded = (decisions: CoderDecisions, themeIds: readonly string[], dialogId: string) =>
  themeIds.length > 0 && themeIds.every((t) => decisions.get(t)?.has(dialogId));

/** The blind page for one coder: the themes, one page of dialogs with the coder's own decisions, the progress. */
export function blindCodingPage(context: Context, coderId: string, requestedPage: number) {
  const { interview, report } = context;
  const review = themeReviewOf(report);
  const themes = review.themes.map((t) => ({ id: t.id, name: t.name, description: t.description }));
  const themeIds = themes.map((t) => t.id);
  const decisions = blindDecisions(report.id, coderId);
  const included = review.included;
  const codedIds = included.filter((d) => isCoded(decisions, themeIds, d));
  const pages = Math.max(1, Math.ceil(included.length / BLIND_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pages);
  const shown = included.slice((page - 1) * BLIND_PAGE_SIZE, page * BLIND_PAGE_SIZE);
  const coded = new Set(codedIds);
  const firstUncoded = included.findIndex((d) => !coded.has(d));
  return {
    themes,
    progress: { coded: codedIds.length, total: included.length },
    page,
    pages,
    /** Where the first dialog not yet coded is, to go on from there. */
    nextUncoded: firstUncoded < 0 ? null : { dialogId: included[firstUncoded]!, page: Math.floor(firstUncoded / BLIND_PAGE_SIZE) + 1 },
    dialogs: dialogsWithAnswers(interview, shown).map((d) => ({
      ...d,
      coded: coded.has(d.id),
      memberOf: themeIds.filter((t) => decisions.get(t)?.get(d.id) === true),
    })),
  };
}

/**
 * Saves a coder's decisions on one dialog: in each theme of `memberThemeIds`, out of every other theme the form
 * showed (`shownThemeIds`). Refused, with nothing written, when the dialog is not one of the report's included
 * dialogs or a theme shown is no longer in the report (merged since the page was opened). Answers with the dialog to
 * go on with (the next one, or this one when it is the last) and its page.
 */
export function saveBlindCoding(
  context: Context,
  coderId: string,
  input: { dialogId: string; shownThemeIds: readonly string[]; memberThemeIds: readonly string[] },
): { nextDialogId: string; page: number } {
  const { report } = context;
  const review = themeReviewOf(report);
  if (!review.included.includes(input.dialogId)) throw new ValidationFailed('This dialog is not one of the report’s dialogs');
  const themes = new Map(review.themes.map((t) => [t.id, t]));
  const shown = [...new Set(input.shownThemeIds)];
  if (shown.length === 0) throw new ValidationFailed('The form named no theme: reload the page and try again');
  if (shown.some((id) => !themes.has(id)))
    throw new ValidationFailed('A theme of this form is no longer in the report (merged or removed): reload the page');
  const members = new Set(input.memberThemeIds);
  if ([...members].some((id) => !shown.includes(id))) throw new ValidationFailed('A theme chosen was not one of the form’s themes');
  getDb().transaction((tx) => {
    for (const id of shown) storeSuggestedTheme(tx, report.id, themes.get(id)!);
    putBlindDecisions(tx, {
      reportId: report.id,
      coderId,
      dialogId: input.dialogId,
      decisions: shown.map((themeId) => ({ themeId, isMember: members.has(themeId) })),
    });
  });
  const at = Math.min(review.included.indexOf(input.dialogId) + 1, review.included.length - 1);
  return { nextDialogId: review.included[at]!, page: Math.floor(at / BLIND_PAGE_SIZE) + 1 };
}
