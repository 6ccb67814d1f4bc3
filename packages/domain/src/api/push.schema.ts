import { z } from 'zod';

// Web Push (issue 20): the contracts of /api/push/* and tRPC push.*; the OpenAPI
// document is generated from these same schemas.

/** Base64url without padding, as PushSubscription.toJSON() writes keys. */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'BASE64URL_EXPECTED');

export const PushPublicKey = z.object({
  /** The server's VAPID public key (base64url), the browser's `applicationServerKey`. */
  publicKey: z.string(),
});
export type PushPublicKey = z.output<typeof PushPublicKey>;

/** A browser's PushSubscription.toJSON(), minus `expirationTime` (accepted and ignored). */
export const CreatePushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 characters in base64url. */
    p256dh: base64url.length(87),
    /** The 16-byte auth secret: 22 characters in base64url. */
    auth: base64url.length(22),
  }),
  expirationTime: z.number().nullable().optional(),
});
export type CreatePushSubscriptionInput = z.output<typeof CreatePushSubscriptionInput>;

export const PushSubscription = z.object({
  id: z.uuid(),
  endpoint: z.string(),
  createdAt: z.iso.datetime(),
});
export type PushSubscription = z.output<typeof PushSubscription>;

export const PushSubscriptionIdInput = z.strictObject({ id: z.uuid() });

/** What the service worker receives in a push message and shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a click opens (the task). */
  url: string;
  /** Notifications with the same tag replace each other. */
  tag: string;
}
