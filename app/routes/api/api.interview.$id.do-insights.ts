import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';

import { modelOrDefault } from '~/ai/models';
import { defaultModel, listModels } from '~/ai/registry.server';
import { waitForJob } from '~/features/analysis/reports/report-jobs.server';
import { requireReport } from '~/features/analysis/reports/reports.server';
import { startTopics, topicsView } from '~/features/analysis/topics/topics.server';
import { insightsJson } from '~/features/analysis/topics/topics-json.server';
import { topicsPageData } from '~/features/analysis/topics/topics-page.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { requireApiUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { answerJson } from '~/lib/json-errors.server';

const NO_REPORT = 'No report selected. Cannot retry analysis.';
const noReport = () => Response.json({ error: NO_REPORT }, { status: HTTP_STATUS.badRequest });

const body = z.object({
  interviewId: z.string().max(100).optional(),
  reportId: z.string().max(100).optional(),
  model: z.string().max(40).optional(),
  /** Run again even when results are stored (Update All). */
  refresh: z.boolean().optional(),
});

/**
 * POST {interviewId, reportId?, model?, refresh?} (the report also as ?report_id=) → {success, report_id, job_id,
 * status, insights}: the report's topics across dialogs. When none are stored yet, or with refresh, it starts the
 * `analysis.topics` job (a run already going is joined) and answers at once with the job to watch; `?wait=1`
 * answers when it has ended. `insights` is null until a run has finished.
 */
export const action = jsonAction(
  body,
  { resource: ({ user, params }) => interviewFor(user.id, params.id, 'write') },
  ({ request, user, body, resource: interview }) => {
    const url = new URL(request.url);
    const reportId = body.reportId ?? url.searchParams.get('report_id');
    if (!reportId) return noReport();
    return answerJson(async () => {
      const report = requireReport(interview.id, reportId);
      let job = null;
      if (body.refresh || !topicsView(report.id, user.id).run) {
        const model = modelOrDefault(body.model, listModels('analysis'), defaultModel('analysis'));
        job = startTopics(interview, report, model, user.id);
        if (url.searchParams.get('wait') === '1') job = (await waitForJob(job.id, request.signal)) ?? job;
      }
      const data = topicsPageData(interview, report, user.id);
      const current = job ?? data.job;
      return {
        success: true,
        report_id: report.id,
        job_id: current?.id ?? null,
        status: current?.status ?? null,
        error: current?.status === 'error' ? 'Failed to retry topics analysis' : undefined,
        insights: insightsJson(data),
      };
    });
  },
);

/** GET ?report_id=: the stored insights and the latest run's state, for clients that cannot POST; it starts nothing. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const reportId = new URL(request.url).searchParams.get('report_id');
  if (!reportId) return noReport();
  return answerJson(() => {
    const report = requireReport(interview.id, reportId);
    const data = topicsPageData(interview, report, user.id);
    return {
      success: true,
      report_id: report.id,
      job_id: data.job?.id ?? null,
      status: data.job?.status ?? null,
      insights: insightsJson(data),
    };
  });
}
