import type { MemberCheckCounts } from './format';
import { memberChecksOf } from './member-checks.server';
import { AI_MODES, CAPTURED_VIEWS, type CapturedViews, PREFERRED_MODES, type PreferredMode } from './verdict-scale';
import { verdictsOf } from './verdicts.server';

export type { MemberCheckCounts };

/** The verdict questions' answers over a set of dialogs: each distribution with its number of answers. */
export type VerdictCounts = {
  capturedViews: { counts: Record<CapturedViews, number>; answered: number; mean: number | null };
  preferredMode: { counts: Record<PreferredMode, number>; answered: number; aiShare: number | null; humanShare: number | null };
  /** Respondents who skipped both questions. */
  skipped: number;
};

export type RespondentChecks = { memberCheck: MemberCheckCounts; verdict: VerdictCounts };

/** The member check and verdict figures of these dialogs (the report's set, as every other figure of the Overview). */
export function respondentChecks(dialogIds: readonly string[]): RespondentChecks {
  const checks = memberChecksOf(dialogIds);
  const memberCheck: MemberCheckCounts = { dialogs: dialogIds.length, confirmed: 0, corrected: 0, skipped: 0, pending: 0, notReached: 0 };
  for (const id of dialogIds) {
    const outcome = checks.get(id)?.outcome ?? 'not-reached';
    if (outcome === 'not-reached') memberCheck.notReached += 1;
    else memberCheck[outcome] += 1;
  }

  const verdicts = [...verdictsOf(dialogIds).values()];
  const views = Object.fromEntries(CAPTURED_VIEWS.map((v) => [v, 0])) as Record<CapturedViews, number>;
  const modes = Object.fromEntries(PREFERRED_MODES.map((m) => [m, 0])) as Record<PreferredMode, number>;
  let skipped = 0;
  for (const verdict of verdicts) {
    if (verdict.capturedViews !== null) views[verdict.capturedViews] += 1;
    if (verdict.preferredMode !== null) modes[verdict.preferredMode] += 1;
    if (verdict.isSkipped && verdict.capturedViews === null && verdict.preferredMode === null) skipped += 1;
  }
  const viewsAnswered = CAPTURED_VIEWS.reduce((n, v) => n + views[v], 0);
  const modesAnswered = PREFERRED_MODES.reduce((n, m) => n + modes[m], 0);
  return {
    memberCheck,
    verdict: {
      capturedViews: {
        counts: views,
        answered: viewsAnswered,
        mean: viewsAnswered ? CAPTURED_VIEWS.reduce((sum, v) => sum + v * views[v], 0) / viewsAnswered : null,
      },
      preferredMode: {
        counts: modes,
        answered: modesAnswered,
        aiShare: modesAnswered ? AI_MODES.reduce((n, m) => n + modes[m], 0) / modesAnswered : null,
        humanShare: modesAnswered ? modes.human / modesAnswered : null,
      },
      skipped,
    },
  };
}
