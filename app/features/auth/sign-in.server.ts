import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { z } from 'zod';

import { recordStep } from '~/features/audit/audit-log.server';
import { DomainError, ValidationFailed } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { minutesText, RateLimiter } from '~/lib/rate-limit.server';

import { type SessionUser, verifyCredentials } from './users.server';

export class SignInFailed extends DomainError {}
/** The right password of an account an admin removed from its team. */
export class NoLongerAMember extends DomainError {
  override readonly status: number = HTTP_STATUS.forbidden;
}
export const NO_LONGER_A_MEMBER = 'This account is no longer a member of a team.';

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(1000),
});

// Failed attempts only: a researcher who signs in correctly is never slowed down. An address is the key the load
// context counts clients under (an IPv6 /64 as one). Guesses at one account are throttled per address, so they
// never lock its owner out from elsewhere; each address also has a bound across accounts.
const WINDOW_MS = 15 * 60 * 1000;
const failuresByAddress = new RateLimiter(20, WINDOW_MS);
const failuresByAddressAndEmail = new RateLimiter(8, WINDOW_MS);
// Guesses at one account from many addresses: past this many, each address gets one try at that account per window,
// so a distributed guess is slowed eightfold while the owner, from an address without failures, still gets in.
const failuresByEmail = new RateLimiter(16, WINDOW_MS);

const authenticator = new Authenticator<SessionUser>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = signInSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new ValidationFailed(parsed.error.issues[0]!.message);
    const user = await verifyCredentials(parsed.data.email, parsed.data.password);
    if (!user) throw new SignInFailed('Invalid email or password');
    if (user.teamId === null) throw new NoLongerAMember(NO_LONGER_A_MEMBER);
    return { ...user, teamId: user.teamId };
  }),
  'form',
);

export type SignInResult =
  { user: SessionUser } | { error: string; status: (typeof HTTP_STATUS)['badRequest' | 'unauthorized' | 'forbidden' | 'tooManyRequests'] };

/** Checks the credentials of a sign-in form (already read within its size limit), within the per-address and per-email limits. */
export async function signIn(form: FormData, clientIp: string): Promise<SignInResult> {
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase();
  const wait = reserveAttempt(clientIp, email);
  if (wait > 0) {
    return { status: HTTP_STATUS.tooManyRequests, error: `Too many failed sign-in attempts. Please try again in ${minutesText(wait)}.` };
  }
  try {
    // remix-auth reads the credentials from a request.
    const request = new Request('http://sign-in.invalid/auth', {
      method: 'POST',
      body: new URLSearchParams([...form].filter((e): e is [string, string] => typeof e[1] === 'string')),
    });
    const user = await authenticator.authenticate('form', request);
    // A correct sign-in does not count against the limits. The e-mail's count across addresses is only given back
    // this attempt, not cleared: signing in must not hand a distributed guesser a fresh allowance.
    failuresByAddress.release(clientIp);
    if (email) {
      failuresByAddressAndEmail.reset(pairKey(clientIp, email));
      failuresByEmail.release(email);
    }
    recordStep(user.id, { action: 'sign-in' });
    return { user };
  } catch (error) {
    // The attempt was counted when it was reserved.
    const message = error instanceof DomainError ? error.message : 'Failed to sign in';
    const status =
      error instanceof ValidationFailed
        ? HTTP_STATUS.badRequest
        : error instanceof NoLongerAMember
          ? HTTP_STATUS.forbidden
          : HTTP_STATUS.unauthorized;
    return { status, error: message };
  }
}

const pairKey = (clientIp: string, email: string) => `${clientIp} ${email}`;

/**
 * Counts the attempt as failed before the password is hashed, so guesses sent at once are refused past the limit
 * instead of all being checked; the check and the count happen without an await in between. Returns the seconds
 * to wait when refused, else 0.
 */
function reserveAttempt(clientIp: string, email: string): number {
  const pair = pairKey(clientIp, email);
  let wait = failuresByAddress.retryAfter(clientIp);
  if (email) {
    wait = Math.max(wait, failuresByAddressAndEmail.retryAfter(pair));
    // Once the account has drawn many failures, only an address without failures at it may try.
    if (failuresByEmail.exhausted(email) && failuresByAddressAndEmail.used(pair) > 0)
      wait = Math.max(wait, failuresByEmail.retryAfter(email));
  }
  if (wait > 0) return wait;
  failuresByAddress.hit(clientIp);
  if (email) {
    failuresByAddressAndEmail.hit(pair);
    failuresByEmail.hit(email);
  }
  return 0;
}
