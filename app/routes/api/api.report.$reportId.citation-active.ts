import { setCitationActive } from '~/features/analysis/coding/coding-edits.server';
import { citationActiveBody, NO_REPORT_CITATION } from '~/features/analysis/coding/schemas';
import { ownedReportById } from '~/features/analysis/reports/report-access.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { methodNotAllowed } from '~/lib/json-body.server';
import { answerJson } from '~/lib/json-errors.server';

/** POST {dialogId, topic, citation, active} → {success, citation_id}: active true accepts the citation, false rejects it. */
export const action = jsonAction(
  citationActiveBody,
  {
    resource: ({ user, params }) => {
      // A client with no report selected posts to /api/report/null/...
      if (['null', 'undefined'].includes(params.reportId ?? ''))
        return Response.json({ error: NO_REPORT_CITATION }, { status: HTTP_STATUS.badRequest });
      // An unknown report is a 404 with its message, not a server error.
      return ownedReportById(user.id, params.reportId!, 'write').report;
    },
  },
  ({ user, body, resource: report }) => answerJson(() => ({ success: true, citation_id: setCitationActive(report, user.id, body) })),
);

export const loader = methodNotAllowed;
