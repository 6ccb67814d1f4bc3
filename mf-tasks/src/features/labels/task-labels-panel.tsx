import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import type { Task } from '@tm/domain/task/task.schema';
import { Button } from '@tm/ui/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './labels-i18n.ts';
import { LabelChips } from './label-chips.tsx';
import { LabelPicker } from './label-picker.tsx';
import styles from './labels.module.css';

/**
 * A task's labels in its own view: the chips, and on demand the picker, each choice
 * saved at once (`labelIds`, the task's update) and shown to everyone by task:updated.
 */
export function TaskLabelsPanel({ task, headingClassName }: { task: Task; headingClassName?: string }) {
  const { t } = useTranslation('labels');
  const trpc = useTRPC();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const update = useMutation(
    trpc.tasks.update.mutationOptions({
      onSuccess: (saved) => taskStore().put([saved], 'saved'),
    }),
  );
  return (
    <section aria-labelledby={headingId} className={styles.picker}>
      <h3 id={headingId} className={headingClassName}>
        {t('chips.label')}
      </h3>
      {!editing && <LabelChips labels={task.labels} />}
      {editing ? (
        <LabelPicker
          projectId={task.projectId}
          value={task.labels.map((l) => l.id)}
          onChange={(labelIds) => update.mutate({ id: task.id, labelIds })}
        />
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t('panel.edit')}
          </Button>
        </div>
      )}
      {update.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(update.error, t('manager.saveError'))}
        </p>
      )}
    </section>
  );
}
