import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_PREFIX } from '@tm/domain/api/access-token.schema';

/** `tmpat_` and 256 random bits: the prefix lets secret scanners recognise a leaked token. */
export function newTokenSecret(): string {
  return `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * What the database keeps of a token. A plain SHA-256 is enough here, unlike for
 * passwords: the secret is 256 random bits, so a stolen hash cannot be reversed by
 * guessing (a slow hash only helps against low-entropy secrets a person chose),
 * and a fast hash keeps the check of every API call cheap. Same reasoning as the
 * session cookie's hash (auth/session.service.ts).
 */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header; null when the header is absent or another scheme. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
