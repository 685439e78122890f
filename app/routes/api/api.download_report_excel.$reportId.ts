import type { LoaderFunctionArgs } from '@remix-run/node';

import { exportDownload } from '~/features/analysis/exports/download.server';
import { recCodingExcel } from '~/features/analysis/recommendations/api.server';
import { requireApiUser } from '~/features/auth/session.server';
import { XLSX_CONTENT_TYPE } from '~/lib/content-types';
import { answerJson } from '~/lib/json-errors.server';

/**
 * GET → the report as an Excel workbook, streamed, its name in Content-Disposition: every sheet of the
 * analysis; with `?part=recommendation-coding`, only the Recommendation Coding section (its Download Excel button).
 */
export async function loader(args: LoaderFunctionArgs) {
  if (new URL(args.request.url).searchParams.get('part') !== 'recommendation-coding') return exportDownload(args, 'xlsx');
  const user = await requireApiUser(args.request);
  return answerJson(() => {
    const file = recCodingExcel(user.id, args.params.reportId!);
    return new Response(file.body, {
      headers: {
        'Content-Type': XLSX_CONTENT_TYPE,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      },
    });
  });
}
