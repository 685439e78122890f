import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireApiUser } from '~/features/auth/session.server';
import { createExecutiveSummary } from '~/features/analysis/topics/executive.server';
import { ownedReportById } from '~/features/analysis/reports/report-access.server';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

const NO_REPORT = 'No report selected. Cannot generate summary.';
const FAILED = 'Failed to generate summary';

const body = z.object({
  /** The client's insights, accepted as §7 sends them; the summary is made from the stored, verified ones. */
  codingInsights: z.unknown().optional(),
  reportId: z.string().max(100).nullish(),
  model: z.string().max(40).optional(),
});

/**
 * POST {codingInsights, reportId} → {success, summary}: the executive summary of the report's coding insights,
 * stored as a summary of kind 'executive' (built-in: extractive, and marked so), each point with its verified quote.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const parsed = body.safeParse(await readJsonBody(request, BODY_LIMITS.form));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const { reportId, model } = parsed.data;
  if (!reportId) return Response.json({ error: NO_REPORT }, { status: 400 });
  return answerJson(async () => {
    const { interview, report } = ownedReportById(user.id, reportId);
    const summary = await createExecutiveSummary(report.id, user.id, interview.id, model);
    return {
      success: true,
      summary: summary && {
        type: 'executive',
        extractive: summary.extractive,
        model_used: summary.model,
        generated_at: summary.generatedAt.toISOString(),
        points: summary.points.map((p) => ({ text: p.text, dialog_ids: p.dialogIds, citation: p.citation && { text: p.citation.text, message_id: p.citation.messageId, dialog_id: p.citation.dialogId, short_link: p.citation.shortLink, start: p.citation.start, end: p.citation.end, verification: p.citation.verification } })),
      },
    };
  }, FAILED);
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
