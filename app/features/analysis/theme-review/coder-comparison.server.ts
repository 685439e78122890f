/**
 * Two coders of a report's key themes side by side: their agreement per theme and overall, and the dialogs × themes
 * on which they differ, each to be settled. A coder is the theme review (the researcher's decisions on the reviewed
 * themes, `reviewed_theme_members`) or a blind coder (`blind_codings`). A settled decision becomes the review's, through
 * `updateThemes`, so every count follows it.
 */
import type { Interview } from '@db/schema';
import { ValidationFailed } from '~/lib/errors';

import type { Report } from '../reports/reports.server';
import { type BlindAnswer, dialogsWithAnswers } from './blind-coding.server';
import { type BlindCoder, blindCoders, blindDecisions } from './blind-codings.server';
import { blindPath, codersPath } from './blind-forms';
import { coderAgreement, type CoderDecisions } from './coder-agreement';
import { type ReportThemeReview, themeReviewOf } from './theme-review.server';
import { updateThemes } from './update-themes.server';

type Context = { interview: Interview; report: Report };

/** The theme review as a coder, among the blind coders' user ids. */
export const REVIEW_CODER = 'review';

export type CoderChoice = { key: string; label: string };

/**
 * The review's decisions: on each reviewed theme, every included dialog is in (a member, confirmed or not) or out;
 * a dialog suggested since the review is undecided. A theme not marked reviewed is not coded yet.
 */
export function reviewDecisions(review: Pick<ReportThemeReview, 'themes' | 'included'>): CoderDecisions {
  const decisions = new Map<string, Map<string, boolean>>();
  for (const theme of review.themes) {
    if (!theme.reviewed) continue;
    const members = new Map(theme.members.map((m) => [m.dialogId, m]));
    const coded = new Map<string, boolean>();
    for (const dialogId of review.included) {
      const member = members.get(dialogId);
      if (member?.newSinceReview) continue;
      coded.set(dialogId, member !== undefined);
    }
    decisions.set(theme.id, coded);
  }
  return decisions;
}

const choiceOf = (coder: BlindCoder, viewerId: string): CoderChoice => ({
  key: coder.id,
  label: coder.id === viewerId ? `You, coding blind (${coder.email})` : `${coder.email}, coding blind`,
});

/** The coders of a report: the theme review first, then every blind coder. */
export function coderChoices(report: Report, viewerId: string): CoderChoice[] {
  return [{ key: REVIEW_CODER, label: 'The theme review' }, ...blindCoders(report.id).map((c) => choiceOf(c, viewerId))];
}

/** The pair compared when none is chosen: the review and the blind coder who saved last. */
export function defaultPair(choices: readonly CoderChoice[]): [string, string] | null {
  return choices.length < 2 ? null : [choices[0]!.key, choices[1]!.key];
}

function decisionsOf(report: Report, review: ReportThemeReview, key: string): CoderDecisions {
  return key === REVIEW_CODER ? reviewDecisions(review) : blindDecisions(report.id, key);
}

/** The two coders' agreement and disagreements, with the themes' names and each disagreeing dialog's answers. */
export function compareCoders(context: Context, first: string, second: string) {
  const { interview, report } = context;
  const review = themeReviewOf(report);
  const result = coderAgreement(
    review.themes.map((t) => t.id),
    decisionsOf(report, review, first),
    decisionsOf(report, review, second),
  );
  const themes = new Map(review.themes.map((t) => [t.id, t]));
  const dialogs = new Map(dialogsWithAnswers(interview, [...new Set(result.disagreements.map((d) => d.dialogId))]).map((d) => [d.id, d]));
  return {
    themes: result.themes.map(({ themeId, agreement }) => ({ id: themeId, name: themes.get(themeId)!.name, agreement })),
    overall: result.overall,
    dialogsBothCoded: result.dialogsBothCoded,
    disagreements: result.disagreements.map((d) => {
      const theme = themes.get(d.themeId)!;
      const dialog = dialogs.get(d.dialogId)!;
      return {
        themeId: d.themeId,
        themeName: theme.name,
        dialogId: d.dialogId,
        shortLink: dialog.shortLink,
        isGenerated: dialog.isGenerated,
        answers: dialog.answers as BlindAnswer[],
        first: d.first,
        second: d.second,
        /** The review's decision now: a member of the theme (confirmed or not), or not. */
        inReview: theme.members.some((m) => m.dialogId === d.dialogId),
      };
    }),
  };
}

/** Each blind coder against the theme review, over all themes: what the Key Topics section shows beside its own agreement. */
export function coderAgreementSummary(report: Report) {
  const blindHref = blindPath(report.interviewId, report.id);
  const coders = blindCoders(report.id);
  if (coders.length === 0) return { blindHref, coders: [] };
  const review = themeReviewOf(report);
  const themeIds = review.themes.map((t) => t.id);
  const reviewed = reviewDecisions(review);
  return {
    blindHref,
    coders: coders.map((coder) => {
      const { overall, dialogsBothCoded } = coderAgreement(themeIds, reviewed, blindDecisions(report.id, coder.id));
      const href = `${codersPath(report.interviewId, report.id, [REVIEW_CODER, coder.id])}`;
      return { id: coder.id, email: coder.email, overall, dialogsBothCoded, href };
    }),
  };
}

/**
 * Settles one dialog of one theme: the decision becomes the review's. In: a member is confirmed; a dialog that is not
 * one is added with one of its answers as the passage (`messageId`, else its first answer), the whole answer. Out: a
 * member is removed; a dialog that is not one is left out as it is.
 */
export function settleDisagreement(
  context: Context,
  settle: { themeId: string; dialogId: string; decision: 'in' | 'out'; messageId?: string | undefined },
): { themeId: string } {
  const review = themeReviewOf(context.report);
  const theme = review.themes.find((t) => t.id === settle.themeId);
  if (!theme) throw new ValidationFailed('This theme is no longer in the report (merged or removed): reload the page');
  if (!review.included.includes(settle.dialogId)) throw new ValidationFailed('This dialog is not one of the report’s dialogs');
  const isMember = theme.members.some((m) => m.dialogId === settle.dialogId);
  if (settle.decision === 'out') {
    if (isMember) updateThemes(context, { action: 'remove', themeId: theme.id, dialogId: settle.dialogId });
    return { themeId: theme.id };
  }
  if (isMember) {
    updateThemes(context, { action: 'confirm', themeId: theme.id, dialogIds: [settle.dialogId] });
    return { themeId: theme.id };
  }
  const answers = dialogsWithAnswers(context.interview, [settle.dialogId])[0]!.answers;
  const answer = settle.messageId ? answers.find((a) => a.messageId === settle.messageId) : answers[0];
  if (!answer) throw new ValidationFailed('Choose one of the dialog’s answers to put it in the theme');
  updateThemes(context, { action: 'add', themeId: theme.id, messageId: answer.messageId, start: 0, end: answer.text.length });
  return { themeId: theme.id };
}
