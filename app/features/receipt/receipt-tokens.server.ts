import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { env } from '~/lib/env.server';
import { tokenDigest } from '~/lib/token-digest.server';

/**
 * The receipt link's token: `{id}.{secret}`. The id (128 random bits) names the row; the secret (256 bits) is an HMAC
 * of the id under the server's session secret, so the end screen can show the same link again after a reload without
 * the database holding it: the database keeps only the secret's SHA-256, compared in constant time.
 */
const ID_BYTES = 16;

export const RECEIPT_PATH_PREFIX = '/receipt/';

export function newReceiptId(): string {
  return randomBytes(ID_BYTES).toString('base64url');
}

/** The secret of a receipt under each configured session secret, the current one first (keys may rotate). */
export function receiptSecrets(id: string): string[] {
  return env().sessionSecrets.map((key) => createHmac('sha256', key).update(`receipt:${id}`).digest('base64url'));
}

/** Whether the secret's hash is the stored one, compared in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(tokenDigest(secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

// base64url of 16 and 32 bytes: 22 and 43 characters.
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The token's two halves, or null for anything that is not one. */
export function parseReceiptToken(token: string): { id: string; secret: string } | null {
  const match = TOKEN.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

export const receiptPath = (id: string, secret: string) => `${RECEIPT_PATH_PREFIX}${id}.${secret}`;
