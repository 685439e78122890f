import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react';

import { buttonClass } from '~/components/ui/Button';
import { Field, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { safeRedirect } from '~/features/auth/safe-redirect';
import { createUserSession, getUser } from '~/features/auth/session.server';
import { signIn } from '~/features/auth/sign-in.server';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export const meta: MetaFunction = () => [{ title: 'Sign in — Qualia' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request, BODY_LIMITS.form, { singleValued: true });
  const redirectTo = safeRedirect(form.get('redirectTo'));
  const result = await signIn(form, context.clientIp);
  if ('error' in result) return data({ error: result.error }, { status: result.status });
  return createUserSession(result.user, redirectTo);
}

export default function SignIn() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === 'submitting';
  return (
    <main className="flex min-h-full items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-semibold">Sign in</h1>
        <p className="mt-1 text-sm text-slate-600">Researcher access to your interviews.</p>
        <Form method="post" className="mt-6 space-y-4" aria-describedby={actionData?.error ? 'sign-in-error' : undefined}>
          <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
          <Field id="email" label="Email">
            <TextInput variant="base" name="email" type="email" autoComplete="email" required />
          </Field>
          <Field id="password" label="Password">
            <TextInput variant="base" name="password" type="password" autoComplete="current-password" required />
          </Field>
          <FormError id="sign-in-error" message={actionData?.error} />
          <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
            {busy ? 'Signing in...' : 'Sign in'}
          </button>
        </Form>
        <Link to="/" className={buttonClass('ghost', 'mt-4 w-full')}>
          Back to Home
        </Link>
      </div>
    </main>
  );
}
