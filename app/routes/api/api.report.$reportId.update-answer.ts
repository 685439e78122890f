import { updateAnswer } from '~/features/analysis/coding/coding-edits.server';
import { updateAnswerBody } from '~/features/analysis/coding/schemas';
import { ownedReportById } from '~/features/analysis/reports/report-access.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/** POST {dialogId, blockId, newAnswer} → {success, answer, original_answer, edited_at}: the AI's answer is kept as the original. */
export const action = jsonAction(
  updateAnswerBody,
  // An unknown report is a 404 with its message, not a server error.
  { resource: ({ user, params }) => ownedReportById(user.id, params.reportId!, 'write').report },
  ({ user, body, resource: report }) =>
    answerJson(() => {
      const row = updateAnswer(report, user.id, body);
      return { success: true, answer: row.answer, original_answer: row.originalAnswer, edited_at: row.editedAt?.toISOString() ?? null };
    }),
);

export const loader = methodNotAllowed;
