import { Form, useNavigation } from '@remix-run/react';
import { type ReactNode, useState } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { DateTime } from '~/components/ui/DateTime';
import { Field, Select, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { Cell, Row, Table } from '~/components/ui/Table';
import { useHydrated } from '~/lib/use-hydrated';

export const ROLE_LABELS = { admin: 'Admin', researcher: 'Researcher', viewer: 'Viewer' } as const;
type Role = keyof typeof ROLE_LABELS;
const ROLES = Object.keys(ROLE_LABELS) as Role[];

export type TeamPageData = {
  teamName: string;
  me: { id: string; role: Role };
  members: { id: string; email: string; role: Role; joinedAt: string | Date }[];
  invitations: { id: string; email: string; role: Role; expiresAt: string | Date }[];
};

/** A one-time link just made, shown once to hand over. */
export type HandOverLink = { kind: 'invite' | 'reset'; url: string; email: string; role?: Role; expiresAt: string | Date };

export type TeamActionResult = {
  error?: string;
  fieldErrors?: { email?: string; role?: string };
  link?: HandOverLink;
  /** The invite form's values after a refusal, so nothing typed is lost. */
  values?: { email?: string; role?: string };
};

export function TeamPage({ data, result }: { data: TeamPageData; result?: TeamActionResult }) {
  const isAdmin = data.me.role === 'admin';
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Team</h1>
        <p className="mt-1 text-sm text-slate-600">
          {data.teamName} · {data.members.length} {data.members.length === 1 ? 'member' : 'members'} · you are{' '}
          {ROLE_LABELS[data.me.role].toLowerCase()}
        </p>
      </header>
      {result?.link && <LinkToHandOver link={result.link} />}
      {result?.error && <FormError id="team-error" message={result.error} />}
      <section aria-labelledby="members-heading" className="space-y-3">
        <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
          Members
        </h2>
        <Table columns={isAdmin ? ['E-mail', 'Role', 'Joined', 'Actions'] : ['E-mail', 'Role', 'Joined']} stacked>
          {data.members.map((member) => (
            <PersonRow
              key={member.id}
              person={member}
              isMe={member.id === data.me.id}
              date={{ label: 'Joined', value: member.joinedAt }}
              actions={isAdmin && <MemberControls member={member} />}
            />
          ))}
        </Table>
        {!isAdmin && <p className="text-sm text-slate-600">Only an admin of the team can invite people and change roles.</p>}
      </section>
      {isAdmin && <InviteForm result={result} />}
      {isAdmin && (
        <section aria-labelledby="invitations-heading" className="space-y-3">
          <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
            Open invitations
          </h2>
          <Table
            columns={['E-mail', 'Role', 'Expires', 'Actions']}
            stacked
            empty={<p className="text-sm text-slate-600">No open invitations.</p>}
          >
            {data.invitations.map((invitation) => (
              <PersonRow
                key={invitation.id}
                person={invitation}
                date={{ label: 'Expires', value: invitation.expiresAt }}
                actions={
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <button
                      type="submit"
                      className={buttonClass('secondary', 'px-3 py-1.5')}
                      aria-label={`Revoke the invitation of ${invitation.email}`}
                    >
                      Revoke
                    </button>
                  </Form>
                }
              />
            ))}
          </Table>
        </section>
      )}
    </div>
  );
}

/** A member's or an invitation's row: e-mail, role, the date that matters (joined, expires) and, for an admin, actions. */
function PersonRow({
  person,
  isMe = false,
  date,
  actions,
}: {
  person: { email: string; role: Role };
  isMe?: boolean;
  date: { label: string; value: string | Date };
  actions: ReactNode;
}) {
  return (
    <Row>
      <Cell kind="title" className="px-4 py-3 font-medium break-all text-slate-900 lg:break-normal">
        {person.email}
        {isMe && <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>}
      </Cell>
      <Cell label="Role" className="px-4 py-3 text-slate-700">
        {ROLE_LABELS[person.role]}
      </Cell>
      <Cell label={date.label} className="px-4 py-3 whitespace-nowrap text-slate-700">
        <DateTime value={date.value} />
      </Cell>
      {actions && (
        <Cell kind="actions" className="px-4 py-3">
          {actions}
        </Cell>
      )}
    </Row>
  );
}

function MemberControls({ member }: { member: TeamPageData['members'][number] }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Form method="post" className="flex items-center gap-2">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="memberId" value={member.id} />
        <label htmlFor={`role-${member.id}`} className="sr-only">
          Role of {member.email}
        </label>
        <Select id={`role-${member.id}`} name="role" defaultValue={member.role} variant="compact" className="w-32">
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
        <button type="submit" className={buttonClass('secondary', 'px-3 py-1.5 whitespace-nowrap')}>
          Change role
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="memberId" value={member.id} />
        <button
          type="submit"
          className={buttonClass('secondary', 'px-3 py-1.5')}
          aria-label={`Make a password reset link for ${member.email}`}
        >
          Reset link
        </button>
      </Form>
      {/* A disclosure instead of a dialog, so removing asks once more with scripts off too. */}
      <details className="group">
        <summary className={buttonClass('ghost', 'cursor-pointer list-none px-3 py-1.5 whitespace-nowrap text-red-700 shadow-none')}>
          Remove…
        </summary>
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="memberId" value={member.id} />
          <span>Their sessions end at once; the interviews they made stay with the team.</span>
          <button type="submit" className={buttonClass('danger', 'px-3 py-1.5')}>
            Remove {member.email}
          </button>
        </Form>
      </details>
    </div>
  );
}

function InviteForm({ result }: { result?: TeamActionResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite';
  // After a refusal the form keeps what was typed; after an invitation it starts empty (its key changes).
  const key = result?.link ? result.link.url : 'invite';
  return (
    <section aria-labelledby="invite-heading" className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        You get a one-time link, valid 7 days, to hand over; with it they set a password and join the team.
      </p>
      <Form key={key} method="post" className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <input type="hidden" name="intent" value="invite" />
        <Field label="E-mail" error={result?.fieldErrors?.email}>
          <TextInput name="email" type="email" autoComplete="off" required maxLength={320} defaultValue={result?.values?.email ?? ''} />
        </Field>
        <Field label="Role" error={result?.fieldErrors?.role}>
          <Select name="role" defaultValue={result?.values?.role ?? 'researcher'}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </Field>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'sm:mt-6')}>
          {busy ? 'Inviting…' : 'Invite'}
        </button>
      </Form>
    </section>
  );
}

function LinkToHandOver({ link }: { link: HandOverLink }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    void navigator.clipboard
      ?.writeText(link.url)
      .then(() => setCopied('copied'))
      .catch(() => setCopied('failed'));
  const what =
    link.kind === 'invite' && link.role
      ? `Invitation link for ${link.email} (${ROLE_LABELS[link.role].toLowerCase()})`
      : `Password reset link for ${link.email}`;
  return (
    <section
      aria-labelledby="link-heading"
      role="status"
      className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-slate-800"
    >
      <h2 id="link-heading" className="font-semibold text-green-900">
        {what}
      </h2>
      <p className="mt-1">
        Hand this link over yourself: it is shown only now, works once and expires on <DateTime value={link.expiresAt} />.
      </p>
      <p
        className="mt-2 rounded-md bg-white px-3 py-2 font-mono text-xs break-all text-slate-900 ring-1 ring-green-200 select-all"
        data-testid="handover-link"
      >
        {link.url}
      </p>
      {hydrated && (
        <button type="button" onClick={copy} className={buttonClass('secondary', 'mt-2 px-3 py-1.5')}>
          {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed: select the link above' : 'Copy link'}
        </button>
      )}
    </section>
  );
}
