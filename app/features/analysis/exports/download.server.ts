import type { LoaderFunctionArgs } from '@remix-run/node';

import { requireUser } from '~/features/auth/session.server';
import { DomainError } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { EXPORT_FAILED } from './export-messages';
import { type ExportFormat, reportExport } from './exports.server';

/**
 * GET → the report's export as a download. A plain link: a signed-out visitor is sent to sign in like any page;
 * another researcher's report is a 404; a failure answers the spec's message.
 */
export async function exportDownload({ request, params }: LoaderFunctionArgs, format: ExportFormat): Promise<Response> {
  const user = await requireUser(request);
  try {
    const file = await reportExport(user.id, params.reportId!, format);
    return new Response(file.body, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    // Someone else's interview: the 404 Response the ownership check throws.
    if (error instanceof Response) return error;
    if (error instanceof DomainError) return Response.json({ error: error.message }, { status: error.status });
    console.error(`report export (${format}) failed`, error);
    return Response.json({ error: EXPORT_FAILED }, { status: HTTP_STATUS.internalServerError });
  }
}
