import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the link's secret. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the database keeps instead of the token. A fast hash is enough: the token
 * is random, so there is nothing to guess that a slow hash would protect.
 */
export const invitationTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const invitationLink = (appUrl: string, token: string): string =>
  `${appUrl}/login?invitation=${encodeURIComponent(token)}`;
