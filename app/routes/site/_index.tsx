import { type ActionFunctionArgs, data, type MetaFunction, redirect } from '@remix-run/node';

import { Benefits, ClosingCta, Comparison, Faq, Hero, Offers, SiteFooter, Stats, UseCases } from '~/features/marketing/LandingSections';
import { submitBetaRequest, submitCallRequest, TooManySubmissions } from '~/features/marketing/marketing.server';
import { acceptedRequest, failedRequest, REQUEST_FAILED, sentLocation } from '~/features/marketing/request-result';
import { invalidRequest, marketingRequestSchema } from '~/features/marketing/request-schemas';
import { RequestModals } from '~/features/marketing/RequestModals';
import { SiteHeader } from '~/features/marketing/SiteHeader';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export const meta: MetaFunction = () => [
  { title: 'Qualia — Unlock Consumer Insights at Scale' },
  {
    name: 'description',
    content: 'AI-led consumer interviews: focus groups, rapid qualitative sprints, trend detection and large-scale qualitative research.',
  },
];

/**
 * The beta and call forms post here (`/?index`), with fetchers (`js=1`: the answer comes back as data) or as plain
 * forms when JavaScript is off, whose success is post-redirect-get to `/?sent=…`, so a reload does not post again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const fields = Object.fromEntries(await readFormBody(request, BODY_LIMITS.form, { singleValued: true }));
  const parsed = marketingRequestSchema.safeParse(fields);
  if (!parsed.success) return data(invalidRequest(fields, parsed.error), { status: HTTP_STATUS.badRequest });
  const input = parsed.data;
  try {
    if (input.intent === 'beta') submitBetaRequest(input, context.clientIp);
    else submitCallRequest(input, context.clientIp);
    const via = input.intent === 'beta' ? input.via : undefined;
    if (fields.js !== '1') return redirect(sentLocation(input.intent, via));
    return data(acceptedRequest(input.intent, via));
  } catch (error) {
    if (error instanceof TooManySubmissions) return data(failedRequest(fields, error.message), { status: HTTP_STATUS.tooManyRequests });
    console.error('Storing a landing page request failed', error);
    return data(failedRequest(fields, REQUEST_FAILED), { status: HTTP_STATUS.internalServerError });
  }
}

export default function Landing() {
  return (
    <>
      <SiteHeader />
      <main>
        <Hero />
        <Stats />
        <Offers />
        <Comparison />
        <Benefits />
        <UseCases />
        <Faq />
        <ClosingCta />
      </main>
      <SiteFooter />
      <RequestModals />
    </>
  );
}
