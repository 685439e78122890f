import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { createUserSession } from '~/features/auth/session.server';
import { acceptLink, LinkRefused, openLink } from '~/features/teams/accept-link.server';
import { InvitePage, type InvitePageData } from '~/features/teams/InvitePage';
import { linkPasswordSchema } from '~/features/teams/team-forms.server';
import { DomainError, statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export const meta: MetaFunction = () => [
  { title: 'Invitation — Qualia' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

// A refusal's Retry-After reaches the response (the document's headers are the route's).
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

/** A link that opens nothing: its words on the page, with its status (404, 410, or 429 past the limits). */
function refused(error: LinkRefused) {
  const page: InvitePageData = { kind: 'refused', message: error.message };
  const headers: Record<string, string> = error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : {};
  return data({ page, error: undefined as string | undefined }, { status: error.status, headers });
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  try {
    const opened = openLink(params.token ?? '', context.clientIp);
    const page: InvitePageData = { kind: opened.kind, teamName: opened.teamName, email: opened.email, role: opened.role };
    return data({ page, error: undefined as string | undefined });
  } catch (error) {
    if (error instanceof LinkRefused) return refused(error);
    throw error;
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  let opened;
  try {
    opened = openLink(params.token ?? '', context.clientIp);
  } catch (error) {
    if (error instanceof LinkRefused) return refused(error);
    throw error;
  }
  const page: InvitePageData = { kind: opened.kind, teamName: opened.teamName, email: opened.email, role: opened.role };
  const parsed = linkPasswordSchema.safeParse(Object.fromEntries(await readFormBody(request, BODY_LIMITS.form, { singleValued: true })));
  if (!parsed.success) return data({ page, error: parsed.error.issues[0]!.message }, { status: HTTP_STATUS.badRequest });
  try {
    const user = await acceptLink(opened, parsed.data.password);
    return createUserSession(user, '/dashboard');
  } catch (error) {
    if (error instanceof LinkRefused) return refused(error);
    if (error instanceof DomainError) return data({ page, error: error.message }, { status: statusOf(error) });
    throw error;
  }
}

export default function InviteRoute() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const current = posted ?? loaded;
  return <InvitePage page={current.page} error={current.error} />;
}
