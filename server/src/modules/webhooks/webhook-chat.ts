import type { WebhookEventBody } from '@tm/domain/api/webhook.schema';

// Format "chat": `{ text }`, which Slack, Mattermost and Rocket.Chat incoming
// webhooks all accept. One line in English (the server knows no reader's language).

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Text members wrote (titles, comments, names) as chat text that only reads: Slack's
 * three escapes (`&`, `<`, `>`), which also undo its `<!channel>`, `<@U…>` and
 * `<url|label>` controls; a zero-width space after every `@` so `@channel`, `@here`,
 * `@all` or `@name` mentions nobody (Mattermost, Rocket.Chat and Slack's link_names);
 * and one between `]` and `(` so no Markdown link or image hides its address.
 */
export function chatSafe(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('@', `@${ZERO_WIDTH_SPACE}`)
    .replaceAll('](', `]${ZERO_WIDTH_SPACE}(`);
}

// Cut before escaping, so an escape is never cut in half.
const quoted = (v: string) => `“${chatSafe(v.replace(/\s+/g, ' ').slice(0, 200))}”`;

export function chatText(event: WebhookEventBody): string {
  const data = event.data as {
    task?: { title?: string };
    comment?: { content?: string };
    user?: { name?: string };
  };
  // A deleted task's event carries its id alone.
  const task = data.task?.title ? `Task ${quoted(data.task.title)}` : 'A task';
  const member = data.user?.name ? quoted(data.user.name) : 'a member';
  switch (event.type) {
    case 'task.created':
      return `New task ${data.task?.title ? quoted(data.task.title) : ''}`.trim();
    case 'task.updated':
      return `${task} was updated`;
    case 'task.deleted':
      return `${task} was deleted`;
    case 'task.published':
      return `${task} was published`;
    case 'task.unpublished':
      return `${task} is no longer public`;
    case 'comment.created':
      return `New comment on ${task.replace(/^Task /, '')}: ${quoted(data.comment?.content ?? '')}`;
    case 'user.created':
      return `New member: ${member}`;
    case 'user.deleted':
      return `Member ${member} was deleted`;
    default:
      return 'Test event from Task Manager: this webhook works';
  }
}
