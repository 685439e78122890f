import type { LoaderFunctionArgs } from '@remix-run/node';
import { recCodingExcel } from '~/features/analysis/recommendations/api.server';
import { XLSX_CONTENT_TYPE } from '~/features/analysis/recommendations/rec-excel.server';
import { requireApiUser } from '~/features/auth/session.server';
import { answerJson } from '~/lib/json-errors.server';

/** GET → the report's Recommendation Coding as an Excel workbook, streamed; its name is in Content-Disposition. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return answerJson(() => {
    const file = recCodingExcel(user.id, params.reportId!);
    return new Response(file.body, {
      headers: { 'Content-Type': XLSX_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'no-store' },
    });
  });
}
