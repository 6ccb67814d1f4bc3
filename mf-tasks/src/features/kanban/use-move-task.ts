import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { editTasksLocally, showSavedTask } from '@tm/api-client/local-task-edits';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { patchTask } from '@tm/api-client/tasks-cache';
import { useTRPC } from '@tm/api-client/trpc';
import type { ListedTask } from '@tm/domain/task/task-card';
import { useTranslation } from 'react-i18next';
import './kanban-i18n.ts';

/**
 * The board's move (tasks.move), optimistic: the card lands at once; a refusal
 * puts the list back as it was, reads it again and calls `onFailed` with the
 * reason to show. No version is sent: a drop only sets the status and the place,
 * so it must not fail because someone renamed the task meanwhile.
 */
export function useMoveTask(onFailed: (message: string) => void) {
  const { t } = useTranslation('kanban');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = TASK_CARDS_KEY;
  return useMutation(
    trpc.tasks.move.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData(key);
        editTasksLocally(queryClient, [input.id], (list) =>
          patchTask(list, input.id, { status: input.status, position: input.position }),
        );
        return { previous };
      },
      onError: (err, _input, saved: { previous?: ListedTask[] | undefined } | undefined) => {
        if (saved) queryClient.setQueryData(key, saved.previous);
        void queryClient.invalidateQueries({ queryKey: key });
        onFailed(t('board.moveFailed', { reason: errorMessage(err, t('board.moveFailedFallback')) }));
      },
      onSuccess: (task) => showSavedTask(queryClient, trpc, task),
    }),
  );
}
