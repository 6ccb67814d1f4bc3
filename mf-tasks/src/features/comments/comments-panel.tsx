import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { addComment } from '@tm/api-client/tasks-cache';
import { useTRPC } from '@tm/api-client/trpc';
import type { Task } from '@tm/domain/task/task.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { Avatar } from '@tm/ui/avatar';
import { Button } from '@tm/ui/button';
import { ChevronDown, MessageSquare, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './comments.module.css';

/**
 * Under each task (SPEC 2): opens on click when comments exist and is always
 * open when there are none; the list scrolls past about 10rem.
 */
export function CommentsPanel({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const count = task.comments.length;
  const expanded = count === 0 || open;

  return (
    <section className={styles.panel} aria-label={t('comments.title')}>
      {count > 0 && (
        <Button
          variant="ghost"
          size="sm"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          icon={<MessageSquare size={16} aria-hidden="true" />}
          onClick={() => setOpen((o) => !o)}
        >
          {t('comments.toggle', { count })}
          <ChevronDown size={16} aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
        </Button>
      )}
      {expanded && (
        <div id={bodyId} className={styles.body}>
          {count > 0 && (
            // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            <ul className={styles.list} tabIndex={0} aria-label={t('comments.title')}>
              {task.comments.map((c) => (
                <li key={c.id} className={styles.comment}>
                  <Avatar emoji={c.author.avatar} name={c.author.name} size="sm" />
                  <div>
                    <p className={styles.meta}>
                      <strong>{c.author.name}</strong> ·{' '}
                      <time dateTime={c.createdAt}>{formatShortDate(c.createdAt)}</time>
                    </p>
                    <p className={styles.content}>{c.content}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {/* Stay open after posting the first comment, so it is seen where it was written. */}
          <NewCommentForm task={task} onAdded={() => setOpen(true)} />
        </div>
      )}
    </section>
  );
}

function NewCommentForm({ task, onAdded }: { task: Task; onAdded: () => void }) {
  const { t } = useTranslation('tasks');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const add = useMutation(
    trpc.comments.add.mutationOptions({
      onSuccess: (comment) => {
        setContent('');
        onAdded();
        // The `comment:added` event brings the same comment; it is added only once.
        queryClient.setQueryData(trpc.tasks.list.queryKey(), (old) => addComment(old, task.id, comment));
      },
    }),
  );
  const errorId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // SPEC 5: a comment empty after trimming is ignored.
    if (content.trim() === '' || add.isPending) return;
    add.mutate({ taskId: task.id, content: content.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <input
        className="tm-input"
        aria-label={t('comments.newComment')}
        placeholder={t('comments.placeholder')}
        value={content}
        maxLength={10_000}
        aria-invalid={add.isError || undefined}
        aria-describedby={add.isError ? errorId : undefined}
        onChange={(e) => setContent(e.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        variant="primary"
        iconOnly
        aria-label={t('comments.send')}
        disabled={add.isPending}
        icon={<Send size={16} aria-hidden="true" />}
      />
      {/* The text stays in the field, so a refused comment (too many, too fast) can be sent again. */}
      {add.isError && (
        <p id={errorId} className={styles.error} role="alert">
          {errorMessage(add.error, t('comments.sendFailed'))}
        </p>
      )}
    </form>
  );
}
