import { z } from 'zod';
import { oneLine } from '../text/plain-text.ts';

// Personal access tokens (issue 22): the contracts of GET/POST /api/tokens and
// tRPC tokens.*; the OpenAPI document is generated from these same schemas.

/** Every token starts with this, so secret scanners can find one that leaked. */
export const ACCESS_TOKEN_PREFIX = 'tmpat_';
export const TOKEN_SCOPES = ['read', 'read+write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export const TOKEN_NAME_MAX = 100;

export const CreateAccessTokenInput = z.strictObject({
  name: z.string().trim().min(1, 'NAME_REQUIRED').max(TOKEN_NAME_MAX).check(oneLine),
  scope: z.enum(TOKEN_SCOPES),
  /** 30, 90 or 365 days, or null: no expiry. */
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()]),
  /** Limits the token to these projects of its owner's (issue 31); absent or null: all of them, now and later. */
  projectIds: z.array(z.uuid('PROJECT_NOT_FOUND')).min(1).max(200).nullable().optional(),
});
export type CreateAccessTokenInput = z.output<typeof CreateAccessTokenInput>;

export const AccessToken = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** The projects it is limited to; null: all of its owner's. */
  projectIds: z.array(z.uuid()).nullable(),
});
export type AccessToken = z.output<typeof AccessToken>;

/** The answer of a creation: the only time the secret is ever shown. */
export const CreatedAccessToken = AccessToken.extend({ token: z.string().startsWith(ACCESS_TOKEN_PREFIX) });
export type CreatedAccessToken = z.output<typeof CreatedAccessToken>;

export const AccessTokenIdInput = z.strictObject({ id: z.uuid() });
