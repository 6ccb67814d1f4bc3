import { useMutation, useQuery } from '@tanstack/react-query';
import { errorCodeOf } from '@tm/api-client/api-error';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import type { Task } from '@tm/domain/task/task.schema';
import type { ListedTask } from '@tm/domain/task/task-card';
import { Button } from '@tm/ui/button';
import { Dialog } from '@tm/ui/dialog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../feedback/toasts.ts';
import { useWritableProjects } from '../projects/writable-projects.ts';
import '../task-detail/task-detail-i18n.ts';
import styles from './task-form.module.css';
import { TaskFormFields } from './task-form-fields.tsx';
import {
  canSubmit,
  NEW_TASK_VALUES,
  type TaskFormValues,
  toCreateInput,
  toUpdateInput,
  valuesFromTask,
} from './task-form-values.ts';

export interface TaskFormDialogProps {
  /** The task to edit; absent to create one. */
  task?: ListedTask;
  onClose: () => void;
}

/** Create or edit a task in a dialog; closes on success, stays open with an error on failure (SPEC 2, 8). */
export function TaskFormDialog({ task, onClose }: TaskFormDialogProps) {
  const { t } = useTranslation(['tasks', 'common', 'errors', 'taskDetail']);
  const formId = useId();
  const trpc = useTRPC();
  const projects = useWritableProjects();
  // A new task starts in the scope's project, else the last one used (writable-projects.ts).
  const [values, setValues] = useState<TaskFormValues>(() =>
    task ? valuesFromTask(task) : { ...NEW_TASK_VALUES, projectId: projects.first ?? '' },
  );
  const users = useQuery(trpc.users.list.queryOptions());

  const onSuccess = (saved: Task) => {
    taskStore().put([saved], 'saved');
    onClose();
  };
  const create = useMutation(
    trpc.tasks.create.mutationOptions({
      onSuccess: (saved) => {
        projects.rememberUsed(saved.projectId);
        onSuccess(saved);
        showToast(t('taskDetail:toast.created', { title: saved.title }));
      },
    }),
  );
  const update = useMutation(trpc.tasks.update.mutationOptions({ onSuccess }));
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const failureCode = failure ? errorCodeOf(failure) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit(values, saving)) return;
    if (task)
      update.mutate(toUpdateInput(task, values), {
        onError: (e) => console.error('Failed to update task', e),
      });
    else create.mutate(toCreateInput(values), { onError: (e) => console.error('Failed to create task', e) });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={task ? t('form.editTitle') : t('form.createTitle')}
      wide
      footer={
        <>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={!canSubmit(values, saving)}>
            {saving ? t('form.saving') : task ? t('form.save') : t('form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <TaskFormFields
          values={values}
          onChange={(change) => setValues((v) => ({ ...v, ...change }))}
          users={users.data ?? []}
          editing={Boolean(task)}
          projects={projects.writable}
        />
        {failure && (
          <p className={styles.error} role="alert">
            {t('form.saveError')}
            {failureCode && failureCode !== 'INTERNAL' && ` — ${t(`errors:${failureCode}`)}`}
          </p>
        )}
      </form>
    </Dialog>
  );
}
