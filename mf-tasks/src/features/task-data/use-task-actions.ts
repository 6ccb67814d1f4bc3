import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startTaskEdit, type TaskEditUndo, undoTaskEdit } from '@tm/api-client/optimistic-task-edit';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import { URGENT_CARDS_KEY } from '@tm/api-client/urgent-query-key';
import type { Task } from '@tm/domain/task/task.schema';

/**
 * The card's quick actions, applied optimistically (DESIGN 4) to the page's task
 * store, so the list (and the urgent list) changes at once; a failure puts the task
 * and the list back and reloads both (SPEC 4), and is only logged (SPEC 8).
 * `onRemoved` follows a confirmed delete.
 */
export function useTaskActions(options: { onRemoved?: (id: string) => void } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  const applyLocally = async (id: string, edit: () => void) => {
    const undo = await startTaskEdit(queryClient, id);
    edit();
    return undo;
  };
  const rollback = (logText: string) => (err: unknown, _input: unknown, undo: TaskEditUndo | undefined) => {
    console.error(logText, err);
    if (undo) undoTaskEdit(queryClient, undo);
    void queryClient.invalidateQueries({ queryKey: TASK_CARDS_KEY });
    void queryClient.invalidateQueries({ queryKey: URGENT_CARDS_KEY });
  };
  const applyResult = (task: Task) => taskStore().put([task], 'saved');

  const updateStatus = useMutation(
    trpc.tasks.updateStatus.mutationOptions({
      onMutate: (input) =>
        applyLocally(input.id, () => taskStore().patch(input.id, { status: input.status })),
      onError: rollback('Failed to update task'),
      onSuccess: applyResult,
    }),
  );
  const remove = useMutation(
    trpc.tasks.remove.mutationOptions({
      onMutate: (input) => applyLocally(input.id, () => taskStore().remove([input.id], 'removed')),
      onError: rollback('Failed to delete task'),
      // Here, not in mutate(): the card is gone (optimistically) before the answer.
      onSuccess: (_answer, input) => options.onRemoved?.(input.id),
    }),
  );
  const setVisibility = useMutation(
    trpc.tasks.setVisibility.mutationOptions({
      onMutate: (input) =>
        applyLocally(input.id, () =>
          taskStore().patch(input.id, {
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
