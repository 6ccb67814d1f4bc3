import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { startTaskEdit, type TaskEditUndo, undoTaskEdit } from '@tm/api-client/optimistic-task-edit';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import { useTranslation } from 'react-i18next';
import './calendar-i18n.ts';

/**
 * A new due date through the task's ordinary update (tasks.update), so history,
 * live events and reminders follow. Optimistic: the task lands on its new day at
 * once; a refusal puts the task back, reads the list again and calls `onFailed`. No
 * version is sent: a drop changes only the date and must not fail because someone
 * renamed the task meanwhile.
 */
export function useReschedule(onFailed: (message: string) => void) {
  const { t } = useTranslation('calendar');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.tasks.update.mutationOptions({
      onMutate: async (input) => {
        const undo = await startTaskEdit(queryClient, input.id);
        taskStore().patch(input.id, { dueDate: (input.dueDate as string | null | undefined) ?? null });
        return undo;
      },
      onError: (err, _input, undo: TaskEditUndo | undefined) => {
        if (undo) undoTaskEdit(queryClient, undo);
        void queryClient.invalidateQueries({ queryKey: TASK_CARDS_KEY });
        onFailed(t('moveFailed', { reason: errorMessage(err, t('moveFailedFallback')) }));
      },
      onSuccess: (task) => taskStore().put([task], 'saved'),
    }),
  );
}
