import { createCookie } from '@remix-run/node';

import { env } from '~/lib/env.server';

// One signed cookie per interview, sent only to that interview's page, holding the visitor's dialog id.
function cookieFor(interviewId: string) {
  return createCookie(`dialog_${interviewId.replace(/[^A-Za-z0-9]/g, '')}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: `/interviews/${interviewId}`,
    secure: env().cookieSecure,
    secrets: env().sessionSecrets,
    maxAge: 90 * 24 * 60 * 60,
  });
}

export async function rememberedDialogId(request: Request, interviewId: string): Promise<string | undefined> {
  const value = await cookieFor(interviewId).parse(request.headers.get('Cookie'));
  return typeof value === 'string' ? value : undefined;
}

export function rememberDialog(interviewId: string, dialogId: string): Promise<string> {
  return cookieFor(interviewId).serialize(dialogId);
}
