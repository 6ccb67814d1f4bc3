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
  task: Pick<Task, 'title' | 'dueDate' | 'priority'>,
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
  } else {
    subject = `New comment on: ${task.title}`;
    lines.push(`${who} commented on the task "${task.title}":`, '', options.comment ?? '');
  }
  lines.push('');
  if (task.dueDate) lines.push(`Due: ${task.dueDate}`);
  lines.push(`Priority: ${task.priority}`);
  if (options.appUrl) lines.push('', `Open Task Manager: ${options.appUrl.replace(/\/$/, '')}/app`);
  lines.push('', '--', 'You receive this mail because of your notification settings in Task Manager.');
  return { subject: oneLine(subject).slice(0, SUBJECT_MAX), bodyText: lines.join('\n') };
}

/** A title may hold line breaks; a header must not. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
