import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Task } from '../tasks/task.entity.ts';
import { User } from '../users/user.entity.ts';

export const IntegrationSchema = defineEntity({
  name: 'Integration',
  tableName: 'integrations',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    provider: p.enum(['zammad', 'osticket', 'freshdesk'] as const),
    apiUrl: p.text(),
    /** AES-256-GCM under the server secret; the key itself never leaves the server. */
    apiKeyEncrypted: p.text().lazy(),
    apiKeyHint: p.string().length(8),
    enabled: p.boolean().default(true),
    syncIntervalMinutes: p.integer().default(15),
    config: p.json<Record<string, unknown>>(),
    lastSync: p.datetime().nullable(),
    /** Why the last call to the ticketing system failed; null when it worked. */
    lastError: p.string().length(500).nullable(),
    /** When the periodic sync last tried, so a failing system is retried once per interval, not every minute. */
    lastSyncAttemptAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

class Integration extends IntegrationSchema.class {}
IntegrationSchema.setClass(Integration);

export const IntegrationTicketSchema = defineEntity({
  name: 'IntegrationTicket',
  tableName: 'integration_tickets',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    integration: () => p.manyToOne(Integration).ref().deleteRule('cascade'),
    task: () => p.manyToOne(Task).ref().deleteRule('cascade'),
    externalId: p.string().length(255),
    externalState: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

class IntegrationTicket extends IntegrationTicketSchema.class {}
IntegrationTicketSchema.setClass(IntegrationTicket);
