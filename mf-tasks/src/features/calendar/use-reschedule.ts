import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { editTasksLocally, showSavedTask } from '@tm/api-client/local-task-edits';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { patchTask } from '@tm/api-client/tasks-cache';
import { useTRPC } from '@tm/api-client/trpc';
import type { ListedTask } from '@tm/domain/task/task-card';
import { useTranslation } from 'react-i18next';
import './calendar-i18n.ts';

/**
 * A new due date through the task's ordinary update (tasks.update), so history,
 * live events and reminders follow. Optimistic: the task lands on its new day at
 * once; a refusal puts the list back, reads it again and calls `onFailed`. No
 * version is sent: a drop changes only the date and must not fail because someone
 * renamed the task meanwhile.
 */
export function useReschedule(onFailed: (message: string) => void) {
  const { t } = useTranslation('calendar');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = TASK_CARDS_KEY;
  return useMutation(
    trpc.tasks.update.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData(key);
        editTasksLocally(queryClient, [input.id], (list) =>
          patchTask(list, input.id, { dueDate: (input.dueDate as string | null | undefined) ?? null }),
        );
        return { previous };
      },
      onError: (err, _input, saved: { previous?: ListedTask[] | undefined } | undefined) => {
        if (saved) queryClient.setQueryData(key, saved.previous);
        void queryClient.invalidateQueries({ queryKey: key });
        onFailed(t('moveFailed', { reason: errorMessage(err, t('moveFailedFallback')) }));
      },
      onSuccess: (task) => showSavedTask(queryClient, trpc, task),
    }),
  );
}
