/**
 * The report's key themes as a text that counts one states them (`theme-review/stated-counts.ts`): the themes the page
 * lists after the researcher's review, read once for the summaries, the executive summary and the analytics chat.
 */
import { restatedPoint, type StatedThemes, statedThemes } from '../theme-review/stated-counts';
import type { ReportThemeReview } from '../theme-review/theme-review.server';
import type { ReviewedKeyTopic } from './reviewed-topics.server';

/** From the page's reviewed key themes and the review they come from (`included`: the run's analysed dialogs). */
export function statedThemesOfView(keyTopics: readonly ReviewedKeyTopic[], review: ReportThemeReview, included: number): StatedThemes {
  return statedThemes(
    keyTopics.map((t) => ({
      id: t.id,
      name: t.topic,
      dialogIds: t.dialogIds ?? [],
      dialogCount: t.dialogCount,
      confirmedCount: t.confirmedCount,
      reviewed: t.reviewed,
    })),
    review,
    included,
  );
}

/** The executive summary with each point that counts a key theme stated as the review leaves the theme. */
export function restatedExecutive<E extends { points: { text: string; dialogIds: string[] | null }[] }>(
  executive: E | null,
  stated: StatedThemes,
): E | null {
  return executive && { ...executive, points: executive.points.map((p) => restatedPoint(p, stated)) };
}
