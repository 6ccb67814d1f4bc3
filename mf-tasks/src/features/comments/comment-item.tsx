import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { useSession } from '@tm/api-client/session';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import type { Comment } from '@tm/domain/task/task.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { Avatar } from '@tm/ui/avatar';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../mentions/comments-i18n.ts';
import { MentionText } from '../mentions/mention-text.tsx';
import mentionStyles from '../mentions/mentions.module.css';
import { useMentionPicker } from '../mentions/use-mention-picker.tsx';
import styles from './comments.module.css';

/**
 * One comment: its author edits or deletes it, an admin may delete it (the server
 * decides; the buttons only show where it would agree). "edited" carries the time.
 */
export function CommentItem({ taskId, comment }: { taskId: string; comment: Comment }) {
  const { t, i18n } = useTranslation('comments');
  const { user } = useSession();
  const trpc = useTRPC();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mine = user?.id === comment.authorId;
  const remove = useMutation(
    trpc.comments.delete.mutationOptions({
      // The `comment:deleted` event removes it too (and counts it in the lists); removing twice changes nothing.
      onSuccess: () => taskStore().comment(taskId, { deleted: comment.id }),
    }),
  );
  const editedWhen =
    comment.editedAt &&
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(comment.editedAt),
    );

  return (
    <li className={styles.comment}>
      <Avatar emoji={comment.author.avatar} name={comment.author.name} size="sm" />
      <div className={styles.grow}>
        <p className={styles.meta}>
          <strong>{comment.author.name}</strong> ·{' '}
          <time dateTime={comment.createdAt}>{formatShortDate(comment.createdAt)}</time>
          {editedWhen && (
            <>
              {' · '}
              <span className={styles.edited} title={t('editedAt', { when: editedWhen })}>
                {t('edited')}
              </span>
              {/* The time in the tooltip, for screen readers too. */}
              <span className={mentionStyles.srOnly}> ({t('editedAt', { when: editedWhen })})</span>
            </>
          )}
        </p>
        {editing ? (
          <EditCommentForm taskId={taskId} comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <p className={styles.content}>
            <MentionText text={comment.content} />
          </p>
        )}
        {remove.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(remove.error, t('deleteFailed'))}
          </p>
        )}
      </div>
      {!editing && (mine || user?.isAdmin) && (
        <div className={styles.actions}>
          {mine && (
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('edit')}
              title={t('edit')}
              icon={<Pencil size={14} aria-hidden="true" />}
              onClick={() => setEditing(true)}
            />
          )}
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('delete')}
            title={t('delete')}
            icon={<Trash2 size={14} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          />
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('deleteTitle')}
            description={t('deleteText', { author: comment.author.name })}
            danger
            onConfirm={() => remove.mutate({ taskId, commentId: comment.id })}
          />
        </div>
      )}
    </li>
  );
}

function EditCommentForm({
  taskId,
  comment,
  onDone,
}: {
  taskId: string;
  comment: Comment;
  onDone: () => void;
}) {
  const { t } = useTranslation('comments');
  const trpc = useTRPC();
  const [content, setContent] = useState(comment.content);
  const picker = useMentionPicker<HTMLTextAreaElement>(content, setContent);
  const errorId = useId();
  const save = useMutation(
    trpc.comments.edit.mutationOptions({
      onSuccess: (edited) => {
        taskStore().comment(taskId, { edited });
        onDone();
      },
    }),
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (content.trim() === '' || save.isPending) return;
    save.mutate({ taskId, commentId: comment.id, content: content.trim() });
  };

  return (
    <form className={styles.editForm} onSubmit={submit}>
      <div className={mentionStyles.field}>
        <textarea
          className="tm-input"
          aria-label={t('editLabel')}
          value={content}
          rows={3}
          maxLength={10_000}
          // biome-ignore lint/a11y/noAutofocus: the field the member just asked to edit.
          autoFocus
          aria-invalid={save.isError || undefined}
          aria-describedby={save.isError ? errorId : undefined}
          {...picker.fieldProps}
          onKeyDown={(event) => {
            picker.fieldProps.onKeyDown(event);
            if (event.key === 'Escape' && !picker.open && !event.defaultPrevented) {
              event.stopPropagation();
              onDone();
            }
          }}
        />
        {picker.popup}
      </div>
      <div className={styles.editButtons}>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="sm" variant="primary" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
      {save.isError && (
        <p id={errorId} className={styles.error} role="alert">
          {errorMessage(save.error, t('saveFailed'))}
        </p>
      )}
    </form>
  );
}
