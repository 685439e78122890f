import { getDb } from '@db/index';

import { clearCitations, clearGroundingCounts } from '../citations/citations.server';
import { clearCodingResults } from '../coding/coding-run.server';
import { clearRecommendationCodings } from '../recommendations/rec-coding.server';
import { clearGeneratedRecommendations } from '../recommendations/recommendations.server';
import { clearSummaries } from '../summaries/summaries.server';

/**
 * Clear Cache: every AI result of the report (statuses, topics, answers, generated recommendations and the coding,
 * summaries, citations, grounding counts), each part clearing its own. The researcher's work stays: votes and edited
 * answers are stored apart, and their own recommendations are kept, the edited ones marked as from an earlier run.
 * The sample and the coding blocks stay too.
 */
export function clearAiResults(reportId: string): void {
  getDb().transaction((tx) => {
    clearCitations(tx, reportId);
    clearRecommendationCodings(tx, reportId);
    clearGeneratedRecommendations(tx, reportId);
    clearSummaries(tx, reportId);
    clearCodingResults(tx, reportId);
    clearGroundingCounts(tx, reportId);
  });
}
