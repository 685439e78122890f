import { Form, Link, useNavigation } from '@remix-run/react';

import { buttonClass } from '~/components/ui/Button';
import { Field, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';

import { type ROLE_LABELS } from './TeamPage';

export type InvitePageData =
  { kind: 'refused'; message: string } | { kind: 'invite' | 'reset'; teamName: string; email: string; role: keyof typeof ROLE_LABELS };

const ROLE_WORDS = {
  admin: 'an admin: everything a researcher can do, plus the team’s members and roles',
  researcher: 'a researcher: create, set up, publish and analyse interviews, and export',
  viewer: 'a viewer: read interviews, transcripts and analysis, and export',
} as const;

/** The page an invitation or reset link opens: who it is for, and the password to set. */
export function InvitePage({ page, error }: { page: InvitePageData; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <main className="flex min-h-full items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        {page.kind === 'refused' ? (
          <>
            <h1 className="text-2xl font-semibold">Invitation</h1>
            <div className="mt-4">
              <FormError message={page.message} />
            </div>
            <Link to="/auth" className={buttonClass('ghost', 'mt-6 w-full')}>
              Sign in
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold">{page.kind === 'invite' ? `Join ${page.teamName}` : 'Set a new password'}</h1>
            {page.kind === 'invite' ? (
              <p className="mt-2 text-sm text-slate-600">
                You are invited to the team <strong className="font-semibold text-slate-900">{page.teamName}</strong> as{' '}
                {ROLE_WORDS[page.role]}. Choose a password to make your account.
              </p>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                Choose a new password for your account in <strong className="font-semibold text-slate-900">{page.teamName}</strong>. Every
                other place you are signed in will be signed out.
              </p>
            )}
            <Form method="post" className="mt-6 space-y-4">
              <Field id="invite-email" label="E-mail">
                <TextInput
                  variant="base"
                  type="email"
                  name="email"
                  value={page.email}
                  readOnly
                  autoComplete="username"
                  className="bg-slate-50 text-slate-700"
                />
              </Field>
              <Field id="password" label="Password" hint="At least 10 characters." error={error}>
                <TextInput variant="base" name="password" type="password" autoComplete="new-password" required maxLength={1000} />
              </Field>
              <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
                {busy ? 'Saving…' : page.kind === 'invite' ? 'Create account and sign in' : 'Set password and sign in'}
              </button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
