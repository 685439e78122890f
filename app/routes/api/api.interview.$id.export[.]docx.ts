import { type LoaderFunctionArgs, redirect } from '@remix-run/node';

import { requireUser } from '~/features/auth/session.server';
import { exportInterviewDocx, NothingToExport } from '~/features/documents/docx-export.server';
import { pageWithExportError } from '~/features/participants/export-errors';
import { DOCX_CONTENT_TYPE } from '~/lib/content-types';
import { isDocumentRequest } from '~/lib/document-request';
import { HTTP_STATUS } from '~/lib/http-status';

/**
 * GET → the interview's dialogs as a Word document, streamed. A plain link downloads it, so a signed-out visitor
 * is sent to sign in like any page; another researcher's interview is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const file = await exportInterviewDocx(user.id, params.id!);
    return new Response(file.body, {
      headers: {
        'Content-Type': DOCX_CONTENT_TYPE,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'X-Dialog-Count': String(file.dialogCount),
        'X-AI-Respondent-Count': String(file.aiRespondentCount),
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof NothingToExport) {
      // Followed as a plain link (no JavaScript): back to the page it came from, which shows the message.
      const back = isDocumentRequest(request) ? pageWithExportError(request.headers.get('Referer'), request.url, error.message) : undefined;
      if (back) return redirect(back);
      return Response.json({ error: error.message }, { status: HTTP_STATUS.notFound });
    }
    throw error;
  }
}
