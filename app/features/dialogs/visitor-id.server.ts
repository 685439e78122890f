import { randomUUID } from 'node:crypto';

import { createCookie } from '@remix-run/node';

import { env } from '~/lib/env.server';

// One signed cookie per browser, across interviews, holding a random id: it tells several dialogs started from one
// browser apart from dialogs of different people. Only its keyed hash is stored (answer-signals.server.ts).
function visitorCookie() {
  return createCookie('visitor', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env().cookieSecure,
    secrets: env().sessionSecrets,
    maxAge: 90 * 24 * 60 * 60,
  });
}

const VISITOR_ID = /^[0-9a-f-]{36}$/;

/** The browser's visitor id, and the Set-Cookie header that gives it one when it has none yet. */
export async function visitorOf(request: Request): Promise<{ visitorId: string; setCookie: string | null }> {
  const cookie = visitorCookie();
  const value: unknown = await cookie.parse(request.headers.get('Cookie')).catch(() => null);
  if (typeof value === 'string' && VISITOR_ID.test(value)) return { visitorId: value, setCookie: null };
  const visitorId = randomUUID();
  return { visitorId, setCookie: await cookie.serialize(visitorId) };
}
