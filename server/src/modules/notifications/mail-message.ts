import type { Task } from '@tm/domain/task/task.schema';
import type { MailLanguage } from '@tm/domain/user/reminder-settings';
import { mailText } from './mail-i18n.ts';
import type { NotificationKind } from './notification-recipients.ts';

export interface MailContent {
  subject: string;
  bodyText: string;
  /** The same content as HTML (notification mail); plain text only when absent. */
  bodyHtml?: string;
  /** The body carries a single-use link: the outbox keeps it only until the mail is sent. */
  holdsSecret?: boolean;
}

type MailTask = Pick<Task, 'id' | 'title' | 'dueDate' | 'priority'>;

interface MailOptions {
  appUrl: string | undefined;
  language: MailLanguage;
}

const SUBJECT_MAX = 500;

/** A notification mail's parts, rendered once as plain text and once as HTML. */
interface MailParts {
  subject: string;
  lead: string;
  quote?: string;
  list?: string[];
  facts: string[];
  taskId?: string;
}

/** A task notification (assigned, completed, commented, mentioned) in the member's language. */
export function notificationMail(
  kind: NotificationKind,
  task: MailTask,
  actorName: string,
  options: MailOptions & { comment?: string },
): MailContent {
  const { language } = options;
  const values = { actor: actorName || mailText(language, 'someone'), title: task.title };
  const quoted =
    kind === 'mentioned'
      ? quote(options.comment ?? '')
      : kind === 'commented'
        ? (options.comment ?? '')
        : undefined;
  return render(
    {
      subject: mailText(language, `${kind}.subject`, values),
      lead: mailText(language, `${kind}.body`, values),
      ...(quoted !== undefined ? { quote: quoted } : {}),
      facts: taskFacts(task, language),
      taskId: task.id,
    },
    options,
  );
}

/** A reminder: `before` N days ahead of the due date, `due` on the day itself. */
export function reminderMail(kind: 'before' | 'due', task: MailTask, options: MailOptions): MailContent {
  const { language } = options;
  const values = { title: task.title, due: task.dueDate ?? '' };
  const key = kind === 'before' ? 'reminder' : 'dueToday';
  return render(
    {
      subject: mailText(language, `${key}.subject`, values),
      lead: mailText(language, `${key}.body`, values),
      facts: taskFacts(task, language),
      taskId: task.id,
    },
    options,
  );
}

/** The daily digest of a member's overdue tasks, oldest due date first. */
export function overdueDigestMail(tasks: MailTask[], options: MailOptions): MailContent {
  const { language } = options;
  return render(
    {
      subject: mailText(language, 'digest.subject', { count: tasks.length }),
      lead: mailText(language, 'digest.body'),
      list: tasks.map((t) => mailText(language, 'digest.item', { title: t.title, due: t.dueDate ?? '' })),
      facts: [],
    },
    options,
  );
}

function taskFacts(task: MailTask, language: MailLanguage): string[] {
  return [
    ...(task.dueDate ? [mailText(language, 'due', { due: task.dueDate })] : []),
    mailText(language, 'priority', { priority: mailText(language, `priorities.${task.priority}`) }),
  ];
}

function render(parts: MailParts, { appUrl, language }: MailOptions): MailContent {
  const base = appUrl?.replace(/\/$/, '');
  // The task's own page (its detail view at /app/tasks/{id}), and the settings that caused the mail.
  const links: { label: string; url: string }[] = base
    ? [
        ...(parts.taskId
          ? [{ label: mailText(language, 'openTask'), url: `${base}/app/tasks/${parts.taskId}` }]
          : []),
        { label: mailText(language, 'settings'), url: `${base}/app?panel=notifications` },
      ]
    : [];
  const footer = mailText(language, 'footer');

  const text: string[] = [parts.lead];
  if (parts.quote !== undefined) text.push('', parts.quote);
  if (parts.list) text.push('', ...parts.list.map((item) => `- ${item}`));
  text.push('');
  if (parts.facts.length > 0) text.push(...parts.facts);
  if (links.length > 0) text.push('', ...links.map((l) => `${l.label}: ${l.url}`));
  text.push('', '--', footer);

  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(oneLine(parts.subject))}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2328;">',
    `<p>${escapeHtml(parts.lead)}</p>`,
    parts.quote !== undefined
      ? `<blockquote style="margin: 0 0 1em; padding-left: 1em; border-left: 3px solid #8c959f; white-space: pre-wrap;">${escapeHtml(parts.quote)}</blockquote>`
      : '',
    parts.list ? `<ul>${parts.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '',
    parts.facts.length > 0 ? `<p>${parts.facts.map(escapeHtml).join('<br>')}</p>` : '',
    links.length > 0
      ? `<p>${links.map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`).join(' · ')}</p>`
      : '',
    `<hr><p style="font-size: 0.875em; color: #57606a;">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');

  return { subject: oneLine(parts.subject).slice(0, SUBJECT_MAX), bodyText: text.join('\n'), bodyHtml: html };
}

/** A mention may sit in a 20,000-character description: the mail quotes its start. */
const QUOTE_MAX = 2_000;
const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text);

/** A title may hold line breaks; a header must not. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
