import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret in a user's calendar URL: HMAC-SHA256 of the user id and the
 * user's token version under the server secret (256 bits, base64url). It is
 * derived, never stored, so it can be shown again; bumping the version revokes it.
 */
export function calendarToken(secret: string, userId: string, version: number): string {
  return createHmac('sha256', secret).update(`calendar-feed:${userId}:${version}`).digest('base64url');
}

/** Constant-time comparison; hashing first makes both sides the same length whatever was sent. */
export function tokensMatch(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
