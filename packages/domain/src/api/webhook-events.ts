// Zod-free, so screens can import them (docs/frontend.md): the events a webhook
// may hear and its formats. The schemas are in webhook.schema.ts.

export const WEBHOOK_EVENTS = [
  'task.created',
  'task.updated',
  'task.deleted',
  'task.published',
  'task.unpublished',
  'comment.created',
  'user.created',
  'user.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** The type of the test event, sent only by "send test event". */
export const WEBHOOK_PING = 'ping';
export const WEBHOOK_FORMATS = ['json', 'chat'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
