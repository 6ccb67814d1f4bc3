import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEventType } from '@tm/domain/api/webhook.schema';
import type { AppDeps } from '../../app-deps.ts';
import { webhookRepository as webhooks } from './webhook.repository.ts';
import { queueDelivery } from './webhook-delivery.ts';

/**
 * Turns the app's after-commit events (events/app-events.ts) into webhook
 * deliveries: a rolled-back change emits nothing, so it is never delivered, and
 * only the instance that made the change hears its event, so each change is one
 * event however many instances run. Each event gets one id, the same for every
 * webhook and every retry.
 */
export function subscribeWebhooks(deps: AppDeps): { drain(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  const send = (type: WebhookEventType, data: Record<string, unknown>) => {
    const p = fanOut(deps, type, data)
      .catch((err) => deps.log.error({ err, type }, 'could not queue webhook deliveries'))
      .finally(() => pending.delete(p));
    pending.add(p);
  };
  deps.events.on('task.created', ({ task, actorId }) => {
    send('task.created', { task, actorId });
    if (task.isPublic) send('task.published', { task, actorId });
  });
  deps.events.on('task.updated', ({ task, before, actorId }) => {
    send('task.updated', { task, actorId });
    if (task.isPublic !== before.isPublic)
      send(task.isPublic ? 'task.published' : 'task.unpublished', { task, actorId });
  });
  deps.events.on('task.deleted', ({ taskId, actorId }) =>
    send('task.deleted', { task: { id: taskId }, actorId }),
  );
  deps.events.on('comment.created', ({ task, commentId, content, actorId }) =>
    send('comment.created', {
      task: { id: task.id, title: task.title },
      comment: { id: commentId, content, authorId: actorId },
      actorId,
    }),
  );
  deps.events.on('user.created', ({ user, actorId }) => send('user.created', { user, actorId }));
  deps.events.on('user.deleted', ({ userId, actorId }) =>
    send('user.deleted', { user: { id: userId }, actorId }),
  );
  return {
    drain: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

async function fanOut(deps: AppDeps, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const ids = await webhooks.listeningTo(em, type);
  if (ids.length === 0) return;
  // A deleted member's row keeps its name (soft delete): receivers get who it was.
  const user = data.user as { id: string; name?: string } | undefined;
  if (type === 'user.deleted' && user) user.name = await webhooks.userName(em, user.id);
  const eventId = randomUUID();
  const body = JSON.stringify({ id: eventId, type, occurredAt: new Date().toISOString(), data });
  for (const webhookId of ids) await queueDelivery(deps, { webhookId, eventId, type, body });
}
