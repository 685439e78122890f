/**
 * The summaries as they are read (the page, the JSON calls, the report JSON): a point that counts a key theme states
 * the theme as the researcher's review leaves it (`theme-review/stated-counts.ts`). A question's points are matched to
 * a theme only by their members: a question's topic may share a theme's name and count that question's answers alone.
 */
import type { Interview } from '@db/schema';

import type { CodingBlock } from '../coding/blocks.server';
import type { Report } from '../reports/reports.server';
import { restatedPoint, type StatedThemes } from '../theme-review/stated-counts';
import { reportStatedThemes } from '../topics/topics-page.server';
import { type ShownSummary, summariesOf } from './summaries-data.server';

export function restatedSummary(summary: ShownSummary, stated: StatedThemes): ShownSummary {
  const byName = summary.blockId === null;
  return { ...summary, points: summary.points.map((p) => restatedPoint(p, stated, { byName })) };
}

/** `summariesOf`, with the key themes' counts stated as the review leaves them. */
export function statedSummariesOf(
  interview: Pick<Interview, 'id' | 'questions'>,
  report: Report,
  kind: 'question_insights' | 'business_insights',
  userId: string,
  blocks: readonly CodingBlock[],
  stated: StatedThemes = reportStatedThemes(interview, report, userId),
): ShownSummary[] {
  return summariesOf(report.id, kind, userId, blocks).map((s) => restatedSummary(s, stated));
}
