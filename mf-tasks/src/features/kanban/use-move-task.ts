import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { startTaskEdit, type TaskEditUndo, undoTaskEdit } from '@tm/api-client/optimistic-task-edit';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import { useTranslation } from 'react-i18next';
import './kanban-i18n.ts';

/**
 * The board's move (tasks.move), optimistic: the card lands at once; a refusal
 * puts the task back as it was, reads the list again and calls `onFailed` with the
 * reason to show. No version is sent: a drop only sets the status and the place,
 * so it must not fail because someone renamed the task meanwhile.
 */
export function useMoveTask(onFailed: (message: string) => void) {
  const { t } = useTranslation('kanban');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.tasks.move.mutationOptions({
      onMutate: async (input) => {
        const undo = await startTaskEdit(queryClient, input.id);
        taskStore().patch(input.id, { status: input.status, position: input.position });
        return undo;
      },
      onError: (err, _input, undo: TaskEditUndo | undefined) => {
        if (undo) undoTaskEdit(queryClient, undo);
        void queryClient.invalidateQueries({ queryKey: TASK_CARDS_KEY });
        onFailed(t('board.moveFailed', { reason: errorMessage(err, t('board.moveFailedFallback')) }));
      },
      onSuccess: (task) => taskStore().put([task], 'saved'),
    }),
  );
}
