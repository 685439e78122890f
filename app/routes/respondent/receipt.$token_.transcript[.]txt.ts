import type { LoaderFunctionArgs } from '@remix-run/node';

import { openReceipt, receiptText } from '~/features/receipt/receipt-page.server';
import { HTTP_STATUS } from '~/lib/http-status';

/** The receipt's transcript as a plain-text download; the same limits and answers as the receipt page. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const opened = openReceipt(params.token ?? '', context.clientIp);
  if (opened.kind === 'refused')
    throw new Response(opened.message, { status: HTTP_STATUS.tooManyRequests, headers: { 'Retry-After': String(opened.retryAfter) } });
  if (opened.kind !== 'open')
    throw new Response(opened.kind === 'deleted' ? opened.text : opened.message, { status: HTTP_STATUS.notFound });
  return new Response(receiptText(opened), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="answers-${opened.receipt.dialogLabel}.txt"`,
    },
  });
}
