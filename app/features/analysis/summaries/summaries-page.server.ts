import type { Interview } from '@db/schema';
import { distinctMadeBy } from '~/ai/provenance';
import { defaultModel, listModels } from '~/ai/registry.server';
import { groundingSummary } from '../citations/citations.server';
import { activeBlocks } from '../coding/blocks.server';
import { pageAnswer } from '../recommendations/page-answer.server';
import type { Report } from '../reports/reports.server';
import { generateBusinessInsights, generateQuestionInsights, summariesOf } from './summaries.server';

/** What the AI Analysis page shows of this part: the Question and Business Insights summaries. */
export function summariesPageData(interview: Interview, report: Report, userId: string) {
  const blocks = activeBlocks(interview);
  const sections = groundingSummary(report.id).sections;
  const question = summariesOf(report.id, 'question_insights', userId, blocks);
  const business = summariesOf(report.id, 'business_insights', userId, blocks)[0] ?? null;
  return {
    interviewId: interview.id,
    models: listModels('analysis'),
    defaultModel: defaultModel('analysis'),
    question,
    business,
    madeBy: { question: distinctMadeBy(question.map((s) => s.madeBy)), business: distinctMadeBy([business?.madeBy ?? null]) },
    questionGrounding: sections['question-insights'] ?? null,
    businessGrounding: sections['business-insights'] ?? null,
  };
}

export const SUMMARY_FAILED = { question: 'Failed to generate question insights summary', business: 'Failed to generate business insights summary' } as const;

/** The part's form posts on the AI Analysis page; null when the intent is not one of its own. */
export async function summariesPageAction(intent: string, form: FormData, context: { interview: Interview; report: Report; userId: string }): Promise<Response | null> {
  const { interview, report, userId } = context;
  const model = String(form.get('model') ?? '') || defaultModel('analysis');
  if (intent === 'summaries-question')
    return pageAnswer(form, { interviewId: interview.id, reportId: report.id, section: 'question-insights' }, SUMMARY_FAILED.question, () => generateQuestionInsights(interview, report, userId, model));
  if (intent === 'summaries-business')
    return pageAnswer(form, { interviewId: interview.id, reportId: report.id, section: 'business-insights' }, SUMMARY_FAILED.business, () => generateBusinessInsights(interview, report, userId, model));
  return null;
}
