import { useActionData, useFetcher, useNavigate, useSearchParams } from '@remix-run/react';
import { useCallback, useEffect, useId, useRef } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { Field, TextArea, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { Modal } from '~/components/ui/Modal';
import { Spinner } from '~/components/ui/Spinner';
import { useHydrated } from '~/lib/use-hydrated';

import { acceptedRequest, HONEYPOT_FIELD, intentOf, type MarketingIntent, type MarketingResult, REQUEST_FAILED } from './request-result';

/** Milliseconds the success message stays before the modal closes, long enough to read it. */
export const SUCCESS_CLOSE_MS = 2000;

/**
 * Opens the beta or call modal when the URL says `?modal=beta|call`; after a form posted without JavaScript, when its
 * request was stored (`?sent=beta|call`, after a redirect) or refused (the URL is then `/?index`, with the answer).
 */
export function RequestModals() {
  const [params] = useSearchParams();
  const actionData = useActionData<MarketingResult>();
  const sent = intentOf(params.get('sent'));
  const open = params.get('modal') ?? sent ?? actionData?.intent ?? null;
  const subscribe = (params.get('via') ?? actionData?.via) === 'subscribe';
  const answer =
    actionData && actionData.intent === open
      ? actionData
      : sent && sent === open
        ? acceptedRequest(sent, subscribe ? 'subscribe' : undefined)
        : undefined;
  if (open === 'beta')
    return (
      <RequestModal
        key="beta"
        intent="beta"
        title={subscribe ? 'Subscribe to Beta' : 'Access Beta'}
        subscribe={subscribe}
        documentAnswer={answer}
      />
    );
  if (open === 'call') return <RequestModal key="call" intent="call" title="Request a Call" subscribe={false} documentAnswer={answer} />;
  return null;
}

function RequestModal({
  intent,
  title,
  subscribe,
  documentAnswer,
}: {
  intent: MarketingIntent;
  title: string;
  subscribe: boolean;
  documentAnswer: MarketingResult | undefined;
}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fetcher = useFetcher<MarketingResult>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  // The fetcher's answer when JavaScript ran the form; the page's own action data when it posted before that.
  const result = busy ? undefined : (fetcher.data ?? documentAnswer);
  const close = useCallback(() => navigate('/', { preventScrollReset: true, replace: true }), [navigate]);

  useEffect(() => {
    if (!result?.ok) return;
    form.current?.reset();
    const timer = window.setTimeout(close, SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [result, close]);

  const errors = result && !result.ok ? result.fieldErrors : {};
  // Only a page rendered after a post without JavaScript needs the typed values back; inputs keep them otherwise.
  const values = documentAnswer && !documentAnswer.ok ? documentAnswer.values : {};
  const formError = result && !result.ok ? (result.error ?? (Object.keys(result.fieldErrors).length ? null : REQUEST_FAILED)) : null;

  // The one-line fields both forms are made of; each form asks for the company (after the email on the beta form,
  // first on the call form).
  const lineField = (
    name: 'email' | 'companyName' | 'phoneNumber',
    label: string,
    input: { type: string; autoComplete: string; maxLength: number },
  ) => (
    <Field label={label} error={errors[name]}>
      <TextInput variant="base" name={name} defaultValue={values[name]} {...input} required />
    </Field>
  );
  const companyField = lineField('companyName', 'Company Name', { type: 'text', autoComplete: 'organization', maxLength: 200 });

  return (
    <Modal title={title} onClose={close} closeHref="/">
      <p className="mb-4 text-sm text-slate-600">
        {intent === 'beta'
          ? 'Tell us a little about your team and we will send your beta invitation within two working days.'
          : 'Leave your number and a research specialist will call you within one working day.'}
      </p>
      <fetcher.Form ref={form} method="post" action="/?index" className="space-y-4">
        {intent === 'beta' ? (
          <>
            {lineField('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: 320 })}
            {companyField}
            <Field label="How do you want to use the product?" error={errors.useCase}>
              <TextArea variant="base" name="useCase" defaultValue={values.useCase} rows={4} maxLength={2000} required />
            </Field>
          </>
        ) : (
          <>
            {companyField}
            {lineField('phoneNumber', 'Phone Number', { type: 'tel', autoComplete: 'tel', maxLength: 40 })}
          </>
        )}
        {/* After the visible fields: the modal focuses the first input it finds. */}
        <input type="hidden" name="intent" value={intent} />
        {/* Only a form run by scripts gets its answer as data; a plain post is redirected. */}
        {hydrated && <input type="hidden" name="js" value="1" />}
        {subscribe && <input type="hidden" name="via" value="subscribe" />}
        <Honeypot />
        <FormError message={formError} />
        <div role="status">
          {result?.ok && (
            <p className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">{result.message}</p>
          )}
        </div>
        {documentAnswer?.ok && !fetcher.data && (
          // Without JavaScript nothing else can close the modal.
          <noscript>
            <meta httpEquiv="refresh" content={`${SUCCESS_CLOSE_MS / 1000};url=/`} />
          </noscript>
        )}
        <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
          {busy && <Spinner />}
          {busy ? 'Submitting...' : 'Submit Request'}
        </button>
      </fetcher.Form>
    </Modal>
  );
}

/** Invisible to people and to assistive technology; bots that fill every field fill this one too. */
function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
