import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the confirmation link's secret. */
export const newConfirmationToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token (random, so a fast hash protects it). */
export const confirmationTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const confirmationLink = (appUrl: string, token: string): string =>
  `${appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
