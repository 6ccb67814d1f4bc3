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
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MailOutbox extends MailOutboxSchema.class {}
MailOutboxSchema.setClass(MailOutbox);
