import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import type { Task } from '@tm/domain/task/task.schema';
import { Button } from '@tm/ui/button';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import mentionStyles from '../mentions/mentions.module.css';
import { useMentionPicker } from '../mentions/use-mention-picker.tsx';
import styles from './comments.module.css';

/** The comment box: `@` opens the member picker (mentions are told to the member). */
export function NewCommentForm({ task, onAdded }: { task: Task; onAdded: () => void }) {
  const { t } = useTranslation(['tasks', 'comments']);
  const trpc = useTRPC();
  const [content, setContent] = useState('');
  const picker = useMentionPicker<HTMLInputElement>(content, setContent);
  const add = useMutation(
    trpc.comments.add.mutationOptions({
      onSuccess: (comment) => {
        setContent('');
        onAdded();
        // The `comment:added` event brings the same comment (and counts it in the lists); it is added only once.
        taskStore().comment(task.id, { added: comment });
      },
    }),
  );
  const errorId = useId();
  const hintId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // SPEC 5: a comment empty after trimming is ignored.
    if (content.trim() === '' || add.isPending) return;
    add.mutate({ taskId: task.id, content: content.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={`${mentionStyles.field} ${styles.grow}`}>
        <input
          className="tm-input"
          aria-label={t('comments.newComment')}
          placeholder={t('comments.placeholder')}
          value={content}
          maxLength={10_000}
          aria-invalid={add.isError || undefined}
          aria-describedby={add.isError ? `${hintId} ${errorId}` : hintId}
          {...picker.fieldProps}
        />
        {picker.popup}
        <span id={hintId} className={mentionStyles.srOnly}>
          {t('comments:mentions.hint')}
        </span>
      </div>
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
