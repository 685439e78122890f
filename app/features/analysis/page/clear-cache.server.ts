/**
 * Clear Cache, from the toolbar: it removes every part's AI results, so it sits above the parts. The whole run stops
 * first, so no later step writes into the cleared report; then a coding job of its own.
 */
import type { Interview } from '@db/schema';

import { stopCoding } from '../coding/coding-job.server';
import { answerPost } from '../coding/coding-page.server';
import type { Report } from '../reports/reports.server';
import { keptSentence } from '../rerun/kept-work';
import { keptWork } from '../rerun/kept-work.server';
import { stopAnalysisRun } from '../run/analysis-run.server';
import { clearAiResults } from '../run/clear-results.server';

/** What Clear Cache keeps of the researcher's work, in words. */
export const keptOnClear = (report: Report) => keptSentence(keptWork(report, { part: 'analysis' }));

/** The toolbar's Clear Cache post; null for any other intent. */
export function clearCacheAction(
  intent: string,
  form: FormData,
  context: { interview: Interview; report: Report; request?: Request },
): Response | null {
  if (intent !== 'coding-clear') return null;
  const { interview, report } = context;
  stopAnalysisRun(interview.id, report.id);
  stopCoding(interview.id, report.id);
  clearAiResults(report.id);
  return answerPost(form, context, { ok: true });
}
