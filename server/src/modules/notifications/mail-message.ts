import type { Task } from '@tm/domain/task/task.schema';
import type { NotificationKind } from './notification-recipients.ts';

export interface MailContent {
  subject: string;
  bodyText: string;
}

const SUBJECT_MAX = 500;

/**
 * Notification mail in plain text. Mail is in English: the interface language
 * is a browser setting the server does not know.
 */
export function notificationMail(
  kind: NotificationKind,
  task: Pick<Task, 'id' | 'title' | 'dueDate' | 'priority'>,
  actorName: string,
  options: { appUrl: string | undefined; comment?: string },
): MailContent {
  const who = actorName || 'Task Manager';
  const lines: string[] = [];
  let subject: string;
  if (kind === 'assigned') {
    subject = `Task assigned to you: ${task.title}`;
    lines.push(`${who} assigned you the task "${task.title}".`);
  } else if (kind === 'completed') {
    subject = `Task completed: ${task.title}`;
    lines.push(`${who} marked the task "${task.title}" as done.`);
  } else if (kind === 'mentioned') {
    subject = `You were mentioned in: ${task.title}`;
    lines.push(`${who} mentioned you in the task "${task.title}":`, '', quote(options.comment ?? ''));
  } else {
    subject = `New comment on: ${task.title}`;
    lines.push(`${who} commented on the task "${task.title}":`, '', options.comment ?? '');
  }
  lines.push('');
  if (task.dueDate) lines.push(`Due: ${task.dueDate}`);
  lines.push(`Priority: ${task.priority}`);
  // The task's own page (its detail view at /app/tasks/{id}), not the whole list.
  if (options.appUrl)
    lines.push('', `Open the task: ${options.appUrl.replace(/\/$/, '')}/app/tasks/${task.id}`);
  lines.push('', '--', 'You receive this mail because of your notification settings in Task Manager.');
  return { subject: oneLine(subject).slice(0, SUBJECT_MAX), bodyText: lines.join('\n') };
}

/** A mention may sit in a 20,000-character description: the mail quotes its start. */
const QUOTE_MAX = 2_000;
const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text);

/** A title may hold line breaks; a header must not. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
