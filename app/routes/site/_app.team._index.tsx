import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { requireUser } from '~/features/auth/session.server';
import { NO_LONGER_A_MEMBER } from '~/features/auth/sign-in.server';
import { invitePath, openInvitationsOf } from '~/features/teams/invitations.server';
import {
  changeMemberRole,
  inviteMember,
  makeResetLink,
  removeMember,
  requireAdmin,
  revokeTeamInvitation,
} from '~/features/teams/team-admin.server';
import { teamActionSchema } from '~/features/teams/team-forms.server';
import { type TeamActionResult, TeamPage } from '~/features/teams/TeamPage';
import { memberOf, membersOf } from '~/features/teams/teams.server';
import { DomainError, statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export const meta: MetaFunction = () => [{ title: 'Team — Qualia' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const membership = memberOf(user.id);
  if (!membership) throw data(NO_LONGER_A_MEMBER, { status: HTTP_STATUS.forbidden });
  const isAdmin = membership.role === 'admin';
  return {
    teamName: membership.teamName,
    me: { id: user.id, role: membership.role },
    members: membersOf(membership.teamId),
    invitations: isAdmin ? openInvitationsOf(membership.teamId) : [],
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const fail = (result: TeamActionResult, status: number) => data(result, { status });
  try {
    // Every form of this page is an admin's: anyone else is refused before the body is read.
    requireAdmin(user.id);
    const fields = Object.fromEntries(await readFormBody(request, BODY_LIMITS.form, { singleValued: true }));
    const parsed = teamActionSchema.safeParse(fields);
    if (!parsed.success) {
      if (fields.intent === 'invite') {
        const errors = parsed.error.flatten().fieldErrors as Record<string, string[] | undefined>;
        return fail(
          {
            fieldErrors: { email: errors.email?.[0], role: errors.role?.[0] },
            error: errors.email || errors.role ? undefined : parsed.error.issues[0]!.message,
            values: { email: String(fields.email ?? ''), role: String(fields.role ?? '') },
          },
          HTTP_STATUS.badRequest,
        );
      }
      return fail({ error: parsed.error.issues[0]!.message }, HTTP_STATUS.badRequest);
    }
    const input = parsed.data;
    const origin = new URL(request.url).origin;
    switch (input.intent) {
      case 'invite': {
        try {
          const link = inviteMember(user.id, input.email, input.role);
          return {
            link: { kind: 'invite', url: origin + invitePath(link.token), email: input.email, role: input.role, expiresAt: link.expiresAt },
          };
        } catch (error) {
          if (!(error instanceof DomainError) || error.status === HTTP_STATUS.forbidden) throw error;
          return fail({ fieldErrors: { email: error.message }, values: { email: input.email, role: input.role } }, statusOf(error));
        }
      }
      case 'reset': {
        const link = makeResetLink(user.id, input.memberId);
        return { link: { kind: 'reset', url: origin + invitePath(link.token), email: link.email, expiresAt: link.expiresAt } };
      }
      case 'role':
        changeMemberRole(user.id, input.memberId, input.role);
        break;
      case 'remove':
        removeMember(user.id, input.memberId);
        break;
      case 'revoke':
        revokeTeamInvitation(user.id, input.invitationId);
        break;
    }
    // Post-redirect-get, so a reload never repeats a change.
    return redirect('/team');
  } catch (error) {
    if (error instanceof DomainError) return fail({ error: error.message }, statusOf(error));
    throw error;
  }
}

export default function TeamRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as TeamActionResult | undefined;
  return <TeamPage data={loaded} result={result} />;
}
