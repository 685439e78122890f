import { randomInt } from 'node:crypto';

export const SHORT_LINK_LENGTH = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MAX_TRIES = 10;

/** Six letters and digits. randomInt draws uniformly, so no character is likelier than another (no modulo bias). */
export function newShortLink(): string {
  let link = '';
  for (let i = 0; i < SHORT_LINK_LENGTH; i++) link += ALPHABET[randomInt(ALPHABET.length)];
  return link;
}

export class ShortLinkExhausted extends Error {
  constructor() {
    super(`No free short link after ${MAX_TRIES} tries`);
    this.name = 'ShortLinkExhausted';
  }
}

/**
 * A short link that `exists` says is free. With 62^6 (about 57 billion) links a collision is rare, so a few
 * tries suffice; giving up after MAX_TRIES means something is wrong rather than unlucky.
 */
export function createUniqueShortLink(exists: (shortLink: string) => boolean, generate: () => string = newShortLink): string {
  for (let i = 0; i < MAX_TRIES; i++) {
    const candidate = generate();
    if (!exists(candidate)) return candidate;
  }
  throw new ShortLinkExhausted();
}
