import { DomainError } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { RateLimiter } from '~/lib/rate-limit.server';

/**
 * Messages one address may send to one dialog a minute, by the form or the JSON API alike: room for a fast typist, not
 * for a script. Counted per dialog, so an office or a classroom behind one address is not throttled as one person.
 */
export const SENDS_PER_MINUTE = 40;
/** New dialogs one address may start on one interview in an hour: a household or an office, not a flood. */
export const NEW_DIALOGS_PER_HOUR = 10;
/**
 * New dialogs one address may start across all interviews of one owner in an hour: an account's interviews are not
 * ten separate allowances for one host.
 */
export const NEW_DIALOGS_PER_OWNER_PER_HOUR = 20;
/**
 * New dialogs an owner's interviews take in an hour from all addresses before the owner is under load. Under load an
 * address that has already started a dialog with this owner in the hour is refused, and any other address still gets
 * its first one: many addresses can thin what each gets, but cannot shut real respondents out.
 */
export const OWNER_NEW_DIALOGS_PER_HOUR = 200;
/** Failed look-ups of /dialogs/{shortLink} one address may make in ten minutes before every look-up is refused. */
export const SHORT_LINK_MISSES_PER_10_MINUTES = 20;

const sends = new RateLimiter(SENDS_PER_MINUTE, 60_000);
const newDialogs = new RateLimiter(NEW_DIALOGS_PER_HOUR, 60 * 60_000);
const newDialogsPerOwner = new RateLimiter(NEW_DIALOGS_PER_OWNER_PER_HOUR, 60 * 60_000);
const ownerNewDialogs = new RateLimiter(OWNER_NEW_DIALOGS_PER_HOUR, 60 * 60_000);
const shortLinkMisses = new RateLimiter(SHORT_LINK_MISSES_PER_10_MINUTES, 10 * 60_000);

/** A respondent went past one of these limits; `reason` picks the message in their language. */
export class TooManyRequests extends DomainError {
  override readonly status: number = HTTP_STATUS.tooManyRequests;

  constructor(
    readonly reason: 'messages' | 'dialogs' | 'look-ups',
    readonly retryAfter: number,
  ) {
    super(
      reason === 'dialogs'
        ? 'Too many new dialogs from this address'
        : reason === 'messages'
          ? 'Too many messages'
          : 'Too many attempts to open a dialog. Please try again in a few minutes.',
    );
  }
}

/** `target` is the dialog, or the interview for a first message that will start one. */
export function admitMessage(clientIp: string, target: string): void {
  const wait = sends.hit(`${clientIp} ${target}`);
  if (wait > 0) throw new TooManyRequests('messages', wait);
}

/**
 * Admits a new dialog from this address on this interview of `ownerId`, within the bounds per interview and per owner,
 * and, while the owner is under load, only if this address has not started one with the owner in its hour yet. Only
 * an admitted dialog is counted, so refused attempts do not keep an address (or the owner) locked out.
 */
export function admitNewDialog(clientIp: string, interviewId: string, ownerId: string): void {
  const perInterview = `${clientIp} ${interviewId}`;
  const perOwner = `${clientIp} ${ownerId}`;
  const underLoad = ownerNewDialogs.exhausted(ownerId);
  const wait = Math.max(
    newDialogs.retryAfter(perInterview),
    newDialogsPerOwner.retryAfter(perOwner),
    underLoad && newDialogsPerOwner.used(perOwner) > 0 ? ownerNewDialogs.retryAfter(ownerId) : 0,
  );
  if (wait > 0) throw new TooManyRequests('dialogs', wait);
  newDialogs.hit(perInterview);
  newDialogsPerOwner.hit(perOwner);
  ownerNewDialogs.hit(ownerId);
}

/** Refuses an address that has guessed at short links too often, before it looks up another. */
export function admitShortLinkLookup(clientIp: string): void {
  const wait = shortLinkMisses.retryAfter(clientIp);
  if (wait > 0) throw new TooManyRequests('look-ups', wait);
}

export function countShortLinkMiss(clientIp: string): void {
  shortLinkMisses.hit(clientIp);
}
