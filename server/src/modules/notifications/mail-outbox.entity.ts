import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

/** Mail waiting to be sent: written by the notifier once a change is stored, sent by the mail job. */
export const MailOutboxSchema = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    toAddress: p.string().length(254),
    subject: p.string().length(500),
    bodyText: p.text(),
    /** The same mail as HTML (notification mail); null: plain text only. */
    bodyHtml: p.text().nullable(),
    /**
     * The body holds a single-use link (reset, invitation, confirmation): replaced by
     * SENT_SECRET_BODY when the mail is marked sent or dropped; backups leave such rows out.
     */
    holdsSecret: p.boolean().default(false),
    /** 'confirmation': a notification address's confirmation link; counts against `requestedBy`'s limit. */
    kind: p.enum(['notification', 'confirmation'] as const).default('notification'),
    requestedBy: p.uuid().nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
    /** When the mail first counted against its recipient's hourly limit (mail-recipient-limit.ts). */
    countedAt: p.datetime().nullable(),
    /** Dropped by that limit, never sent; the reason is in `lastError`. */
    droppedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MailOutbox extends MailOutboxSchema.class {}
MailOutboxSchema.setClass(MailOutbox);
