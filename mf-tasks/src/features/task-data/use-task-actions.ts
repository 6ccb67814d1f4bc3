import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editTasksLocally, showSavedTask, type TaskListEdit } from '@tm/api-client/local-task-edits';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { patchTask, removeTask } from '@tm/api-client/tasks-cache';
import { useTRPC } from '@tm/api-client/trpc';
import { URGENT_CARDS_KEY } from '@tm/api-client/urgent-query-key';
import type { Task } from '@tm/domain/task/task.schema';
import type { ListedTask } from '@tm/domain/task/task-card';

/**
 * The card's quick actions, applied optimistically (DESIGN 4): the list (and the
 * urgent list) changes at once; a failure puts the previous list back and reloads
 * both (SPEC 4), and is only logged (SPEC 8). `onRemoved` follows a confirmed delete.
 */
export function useTaskActions(options: { onRemoved?: (id: string) => void } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = TASK_CARDS_KEY;

  const applyLocally = async (id: string, edit: TaskListEdit) => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData(key);
    editTasksLocally(queryClient, [id], edit);
    return { previous };
  };
  const rollback =
    (logText: string) => (err: unknown, _input: unknown, saved: { previous?: ListedTask[] } | undefined) => {
      console.error(logText, err);
      if (saved) queryClient.setQueryData(key, saved.previous);
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: URGENT_CARDS_KEY });
    };
  const applyResult = (task: Task) => showSavedTask(queryClient, trpc, task);

  const updateStatus = useMutation(
    trpc.tasks.updateStatus.mutationOptions({
      onMutate: (input) =>
        applyLocally(input.id, (list) => patchTask(list, input.id, { status: input.status })),
      onError: rollback('Failed to update task'),
      onSuccess: applyResult,
    }),
  );
  const remove = useMutation(
    trpc.tasks.remove.mutationOptions({
      onMutate: (input) => applyLocally(input.id, (list) => removeTask(list, input.id)),
      onError: rollback('Failed to delete task'),
      // Here, not in mutate(): the card is gone (optimistically) before the answer.
      onSuccess: (_answer, input) => options.onRemoved?.(input.id),
    }),
  );
  const setVisibility = useMutation(
    trpc.tasks.setVisibility.mutationOptions({
      onMutate: (input) =>
        applyLocally(input.id, (list) =>
          patchTask(list, input.id, {
            isPublic: input.isPublic,
            publicSummary:
              input.isPublic && typeof input.publicSummary === 'string'
                ? input.publicSummary.trim() || null
                : null,
          }),
        ),
      onError: rollback('Failed to update task visibility'),
      onSuccess: applyResult,
    }),
  );

  return { updateStatus, remove, setVisibility };
}
