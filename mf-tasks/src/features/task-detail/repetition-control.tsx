import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import type { Task } from '@tm/domain/task/task.schema';
import { RECURRENCE_PATTERNS, type RecurrencePattern } from '@tm/domain/task/task-constants';
import { Button } from '@tm/ui/button';
import { Select } from '@tm/ui/select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../feedback/toasts.ts';
import { RepeatsChip } from './repeats-chip.tsx';
import styles from './task-detail.module.css';

type Choice = RecurrencePattern | 'none';

/**
 * The task's repetition after creation (issue 19): its owner changes or stops it
 * here (the server refuses anyone else with 403); others see it only.
 */
export function RepetitionControl({ task, isOwner }: { task: Task; isOwner: boolean }) {
  const { t } = useTranslation('taskDetail');
  const trpc = useTRPC();
  const selectId = useId();
  const save = useMutation(
    trpc.tasks.update.mutationOptions({
      onSuccess: (saved) => {
        taskStore().put([saved], 'saved');
        showToast(t('repeat.saved'));
      },
    }),
  );
  const change = (choice: Choice) =>
    save.mutate({
      id: task.id,
      isRecurring: choice !== 'none',
      recurrencePattern: choice === 'none' ? null : choice,
    });

  if (!isOwner) {
    return task.recurrencePattern ? (
      <div className={styles.repetition}>
        <RepeatsChip pattern={task.recurrencePattern} />
        <p className={styles.muted}>{t('repeat.ownerOnly')}</p>
      </div>
    ) : null;
  }
  const current: Choice = task.recurrencePattern ?? 'none';
  return (
    <div className={styles.repetition}>
      <label htmlFor={selectId} className={styles.fieldLabel}>
        {t('repeat.label')}
      </label>
      <div className={styles.repetitionRow}>
        <Select<Choice>
          id={selectId}
          value={current}
          disabled={save.isPending}
          onValueChange={change}
          options={[
            { value: 'none', label: t('repeat.none') },
            ...RECURRENCE_PATTERNS.map((p) => ({ value: p, label: t(`repeat.chip.${p}`) })),
          ]}
        />
        {task.recurrencePattern && (
          <Button variant="secondary" size="sm" disabled={save.isPending} onClick={() => change('none')}>
            {t('repeat.stop')}
          </Button>
        )}
      </div>
      {save.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(save.error, t('repeat.failed'))}
        </p>
      )}
    </div>
  );
}
