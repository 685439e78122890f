import type { ActionFunctionArgs } from '@remix-run/node';
import { requireApiUser } from '~/features/auth/session.server';
import { ownedReportById } from '~/features/analysis/reports/report-access.server';
import { setCitationActive } from '~/features/analysis/coding/coding-edits.server';
import { citationActiveBody, NO_REPORT_CITATION } from '~/features/analysis/coding/schemas';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/** POST {dialogId, topic, citation, active} → {success, citation_id}: active true accepts the citation, false rejects it (spec §4). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  // A client with no report selected posts to /api/report/null/...
  if (['null', 'undefined'].includes(params.reportId ?? '')) return Response.json({ error: NO_REPORT_CITATION }, { status: 400 });
  // Inside answerJson: an unknown report is a 404 with its message, not a server error.
  return answerJson(async () => {
    const { report } = ownedReportById(user.id, params.reportId!);
    const parsed = citationActiveBody.safeParse(await readJsonBody(request, BODY_LIMITS.form));
    if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message }, { status: 400 });
    return { success: true, citation_id: setCitationActive(report, user.id, parsed.data) };
  });
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
