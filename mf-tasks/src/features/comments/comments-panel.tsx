import type { Task } from '@tm/domain/task/task.schema';
import { Button } from '@tm/ui/button';
import { ChevronDown, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentItem } from './comment-item.tsx';
import styles from './comments.module.css';
import { NewCommentForm } from './new-comment-form.tsx';

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
                <CommentItem key={c.id} taskId={task.id} comment={c} />
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
