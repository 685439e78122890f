import { createHash } from 'node:crypto';

/**
 * What is stored of a secret token (a session, a receipt's secret, an invitation link): its SHA-256, base64url, so a
 * copy of the database opens nothing.
 */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('base64url');
