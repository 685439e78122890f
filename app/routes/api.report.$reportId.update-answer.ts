import type { ActionFunctionArgs } from '@remix-run/node';
import { requireApiUser } from '~/features/auth/session.server';
import { ownedReportById } from '~/features/analysis/reports/report-access.server';
import { updateAnswer } from '~/features/analysis/coding/coding-edits.server';
import { updateAnswerBody } from '~/features/analysis/coding/schemas';
import { answerJson } from '~/lib/json-errors.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

/** POST {dialogId, blockId, newAnswer} → {success, answer, original_answer, edited_at}: the AI's answer is kept as the original. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  // Inside answerJson: an unknown report is a 404 with its message, not a server error.
  return answerJson(async () => {
    const { report } = ownedReportById(user.id, params.reportId!);
    const parsed = updateAnswerBody.safeParse(await readJsonBody(request, BODY_LIMITS.form));
    if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message }, { status: 400 });
    const row = updateAnswer(report, user.id, parsed.data);
    return { success: true, answer: row.answer, original_answer: row.originalAnswer, edited_at: row.editedAt?.toISOString() ?? null };
  });
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
