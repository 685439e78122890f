import { getDb, schema } from '@db/index';
import { DomainError } from '~/lib/errors';
import { newId } from '~/lib/ids.server';
import { minutesText, RateLimiter } from '~/lib/rate-limit.server';

import { HONEYPOT_FIELD } from './request-result';
import type { BetaRequestInput, CallRequestInput } from './request-schemas';

export const SUBMISSIONS_PER_HOUR = 10;

export class TooManySubmissions extends DomainError {}

// Shared by both public forms: one visitor gets ten requests an hour, whichever form they use.
const submissionsByIp = new RateLimiter(SUBMISSIONS_PER_HOUR, 60 * 60 * 1000);

function countSubmission(clientIp: string) {
  const wait = submissionsByIp.hit(clientIp);
  if (wait > 0) throw new TooManySubmissions(`Too many requests. Please try again in ${minutesText(wait)}.`);
}

/** Stores a request for beta access. Returns whether a row was written (a bot that filled the honeypot gets none). */
export function submitBetaRequest(input: BetaRequestInput, clientIp: string): boolean {
  countSubmission(clientIp);
  if (input[HONEYPOT_FIELD]) return false;
  getDb()
    .insert(schema.betaRequests)
    .values({ id: newId(), email: input.email, companyName: input.companyName, useCase: input.useCase })
    .run();
  return true;
}

/** Stores a request for a call back. Returns whether a row was written (a bot that filled the honeypot gets none). */
export function submitCallRequest(input: CallRequestInput, clientIp: string): boolean {
  countSubmission(clientIp);
  if (input[HONEYPOT_FIELD]) return false;
  getDb().insert(schema.callRequests).values({ id: newId(), companyName: input.companyName, phoneNumber: input.phoneNumber }).run();
  return true;
}
