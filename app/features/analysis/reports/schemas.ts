import { z } from 'zod';

import { REPORT_NAME_MAX } from './limits';

const reportName = z.string().trim().max(REPORT_NAME_MAX, `A report name has at most ${REPORT_NAME_MAX} characters`);

/** The report bar's form posts: create, rename, delete. `back` is the Analysis page to return to. */
export const reportActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create'),
    name: reportName.optional().default(''),
    // `variable:{name}` or `screener:{question}:{option}`, checked against the interview's own (`chosenSegment`).
    segment: z.string().max(500).optional().default(''),
    segmentValue: z.string().max(10_000).optional().default(''),
    back: z.string().optional(),
  }),
  z.object({
    intent: z.literal('rename'),
    reportId: z.string().min(1),
    name: reportName.min(1, 'Please enter a report name'),
    back: z.string().optional(),
  }),
  z.object({ intent: z.literal('delete'), reportId: z.string().min(1), back: z.string().optional() }),
]);

export type ReportAction = z.infer<typeof reportActionSchema>;

export const ANALYSIS_TABS = ['sample', 'overview', 'chat', 'ai', 'ai/search'] as const;

/** Where a report action returns: the Analysis sub-tab it came from, never anywhere else. */
export function analysisPath(interviewId: string, back: string | undefined, reportId?: string): string {
  const tab = ANALYSIS_TABS.find((t) => back === t) ?? 'sample';
  return `/interview/setup/${interviewId}/analysis/${tab}${reportId ? `?report=${encodeURIComponent(reportId)}` : ''}`;
}
