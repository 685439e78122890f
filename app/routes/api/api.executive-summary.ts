import { z } from 'zod';

import { ownedReportById } from '~/features/analysis/reports/report-access.server';
import { createExecutiveSummary } from '~/features/analysis/topics/executive.server';
import { restatedExecutive } from '~/features/analysis/topics/stated-themes.server';
import { reportStatedThemes } from '~/features/analysis/topics/topics-page.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

const NO_REPORT = 'No report selected. Cannot generate summary.';
const FAILED = 'Failed to generate summary';

const body = z.object({
  /** The client's insights, accepted and left unused: the summary is made from the stored, verified ones. */
  codingInsights: z.unknown().optional(),
  reportId: z.string().max(100).nullish(),
  model: z.string().max(40).optional(),
});

/**
 * POST {codingInsights, reportId} → {success, summary}: the executive summary of the report's coding insights,
 * stored as a summary of kind 'executive' (built-in: extractive, and marked so), each point with its verified quote and
 * a key theme's count in the page's words.
 */
export const action = jsonAction(body, ({ user, body: { reportId, model } }) => {
  if (!reportId) return Response.json({ error: NO_REPORT }, { status: HTTP_STATUS.badRequest });
  return answerJson(async () => {
    const { interview, report } = ownedReportById(user.id, reportId, 'write');
    // Each point that counts a key theme says it as the page does, the review's decisions included.
    const summary = restatedExecutive(
      await createExecutiveSummary(report.id, user.id, interview.id, model),
      reportStatedThemes(interview, report, user.id),
    );
    return {
      success: true,
      summary: summary && {
        type: 'executive',
        extractive: summary.extractive,
        model_used: summary.model,
        generated_at: summary.generatedAt.toISOString(),
        points: summary.points.map((p) => ({
          text: p.text,
          dialog_ids: p.dialogIds,
          citation: p.citation && {
            text: p.citation.text,
            message_id: p.citation.messageId,
            dialog_id: p.citation.dialogId,
            short_link: p.citation.shortLink,
            start: p.citation.start,
            end: p.citation.end,
            verification: p.citation.verification,
          },
        })),
      },
    };
  }, FAILED);
});

export const loader = methodNotAllowed;
