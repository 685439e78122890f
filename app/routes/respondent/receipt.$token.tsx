import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';

import { withdrawByReceipt } from '~/features/erasure/withdrawal.server';
import { openReceipt, type ReceiptOpening } from '~/features/receipt/receipt-page.server';
import { ReceiptPage, type ReceiptPageData } from '~/features/receipt/ReceiptPage';
import type { DocumentHandle } from '~/features/respondent/lite/document';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export const meta: MetaFunction = () => [
  { title: 'Your answers' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

// Always the lite document: plain HTML, no framework scripts, nothing fetched from anywhere else.
export const handle: DocumentHandle = { lite: () => true };

// A refusal's Retry-After reaches the response (the document's headers are the route's).
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

const withdrawSchema = z.object({ intent: z.literal('withdraw') });

/** A receipt that opens nothing: refused past the limits (429), else not found (404), in the same words for any cause. */
function failure(opened: Extract<ReceiptOpening, { kind: 'refused' | 'not-found' }>) {
  const page: ReceiptPageData = { kind: 'error', message: opened.message };
  return opened.kind === 'refused'
    ? data({ page, lang: 'en' }, { status: HTTP_STATUS.tooManyRequests, headers: { 'Retry-After': String(opened.retryAfter) } })
    : data({ page, lang: 'en' }, { status: HTTP_STATUS.notFound });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const opened = openReceipt(params.token ?? '', context.clientIp);
  if (opened.kind === 'refused' || opened.kind === 'not-found') return failure(opened);
  if (opened.kind === 'deleted')
    return data({ page: { kind: 'deleted', text: opened.text, chrome: opened.chrome } as ReceiptPageData, lang: opened.lang });
  const url = new URL(request.url);
  const page: ReceiptPageData = {
    kind: 'open',
    title: opened.title,
    entries: opened.entries,
    chrome: opened.chrome,
    confirming: url.searchParams.get('confirm') === 'withdraw',
    path: url.pathname,
  };
  return data({ page, lang: opened.lang });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const opened = openReceipt(params.token ?? '', context.clientIp);
  if (opened.kind === 'refused' || opened.kind === 'not-found') return failure(opened);
  const parsed = withdrawSchema.safeParse(Object.fromEntries(await readFormBody(request, BODY_LIMITS.form, { singleValued: true })));
  if (!parsed.success)
    return data(
      { page: { kind: 'error', message: 'Nothing was changed.' } as ReceiptPageData, lang: 'en' },
      { status: HTTP_STATUS.badRequest },
    );
  if (opened.kind === 'open') await withdrawByReceipt(opened.receipt);
  // Post-redirect-get: the receipt now says when the answers were deleted.
  return redirect(new URL(request.url).pathname, { status: 303 });
}

export default function ReceiptRoute() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <ReceiptPage page={posted && 'page' in posted ? posted.page : loaded.page} />;
}
