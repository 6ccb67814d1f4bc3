import { defineEntity, p } from '@mikro-orm/core';

/**
 * A notification address a member asked for and has not confirmed yet, one per
 * member. Only the SHA-256 of the link's token is kept; a row without one was
 * carried over from before addresses were confirmed and waits for the member to
 * ask for a link.
 */
export const NotificationEmailConfirmationSchema = defineEntity({
  name: 'NotificationEmailConfirmation',
  tableName: 'notification_email_confirmations',
  properties: {
    userId: p.uuid().primary(),
    address: p.string().length(254),
    tokenHash: p.string().length(64).nullable(),
    expiresAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
