import type { WebhookEventBody } from '@tm/domain/api/webhook.schema';

// Format "chat": `{ text }`, which Slack, Mattermost and Rocket.Chat incoming
// webhooks all accept. One line in English (the server knows no reader's language).

const quoted = (v: unknown) => `“${String(v ?? '').slice(0, 200)}”`;

export function chatText(event: WebhookEventBody): string {
  const data = event.data as {
    task?: { title?: string };
    comment?: { content?: string };
    user?: { name?: string };
    actor?: { name?: string } | null;
  };
  const by = data.actor?.name ? ` by ${data.actor.name}` : '';
  const task = quoted(data.task?.title);
  switch (event.type) {
    case 'task.created':
      return `New task ${task}${by}`;
    case 'task.updated':
      return `Task ${task} updated${by}`;
    case 'task.deleted':
      return `Task ${task} deleted${by}`;
    case 'task.published':
      return `Task ${task} published${by}`;
    case 'task.unpublished':
      return `Task ${task} unpublished${by}`;
    case 'comment.created':
      return `New comment on ${task}${by}: ${quoted(data.comment?.content)}`;
    case 'user.created':
      return `New member: ${data.user?.name ?? ''}`;
    case 'user.deleted':
      return `Member ${data.user?.name ?? ''} deleted${by}`;
    default:
      return 'Test event from Task Manager: this webhook works';
  }
}
