import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startTaskEdit, type TaskEditUndo, undoTaskEdit } from '@tm/api-client/optimistic-task-edit';
import { taskDetailKey } from '@tm/api-client/task-detail-query';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import { URGENT_CARDS_KEY } from '@tm/api-client/urgent-query-key';
import type { ChecklistItem } from '@tm/domain/task/checklist.schema';
import { moveItem } from '@tm/domain/task/checklist-order';
import type { Task } from '@tm/domain/task/task.schema';
import { useState } from 'react';

type ChecklistEdit = (items: ChecklistItem[]) => ChecklistItem[];

/** Puts the server's answer for one item in place of the local one (or adds it), keeping the order by position. */
const withItem =
  (item: ChecklistItem): ChecklistEdit =>
  (items) =>
    [...items.filter((i) => i.id !== item.id), item].sort((a, b) => a.position - b.position);

/**
 * A task's checklist changes, applied at once to the task in the page's store (its
 * items, once opened, and the progress the lists show from them), and put back if the
 * server refuses. The server's `task:updated` brings the whole checklist after each
 * change, so a renumbering by the server (a move) reaches the screen either way.
 */
export function useChecklist(task: Task) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const oneKey = taskDetailKey(task.id);

  const edit = (change: ChecklistEdit) => taskStore().editChecklist(task.id, change);
  const optimistic = async (change: ChecklistEdit) => {
    setFailure(null);
    const [undo] = await Promise.all([
      startTaskEdit(queryClient, task.id),
      queryClient.cancelQueries({ queryKey: oneKey }),
    ]);
    edit(change);
    return undo;
  };
  const rollback = (err: unknown, _input: unknown, undo?: TaskEditUndo) => {
    setFailure(err);
    if (undo) undoTaskEdit(queryClient, undo);
    void queryClient.invalidateQueries({ queryKey: TASK_CARDS_KEY });
    void queryClient.invalidateQueries({ queryKey: oneKey });
    void queryClient.invalidateQueries({ queryKey: URGENT_CARDS_KEY });
  };

  const add = useMutation(
    trpc.checklist.add.mutationOptions({
      onMutate: () => setFailure(null),
      onError: (err) => setFailure(err),
      onSuccess: (item) => edit(withItem(item)),
    }),
  );
  const update = useMutation(
    trpc.checklist.update.mutationOptions({
      onMutate: ({ itemId, text, done, position }) =>
        optimistic((items) => {
          const changed = items.map((i) =>
            i.id === itemId ? { ...i, text: text ?? i.text, done: done ?? i.done } : i,
          );
          return position === undefined ? changed : moveItem(changed, itemId, position);
        }),
      onError: rollback,
      onSuccess: (item) => edit(withItem(item)),
    }),
  );
  const remove = useMutation(
    trpc.checklist.remove.mutationOptions({
      onMutate: ({ itemId }) => optimistic((items) => items.filter((i) => i.id !== itemId)),
      onError: rollback,
    }),
  );

  return {
    add: (text: string, onAdded: () => void) =>
      add.mutate({ taskId: task.id, text }, { onSuccess: () => onAdded() }),
    adding: add.isPending,
    toggle: (itemId: string, done: boolean) => update.mutate({ taskId: task.id, itemId, done }),
    rename: (itemId: string, text: string) => update.mutate({ taskId: task.id, itemId, text }),
    move: (itemId: string, position: number) => update.mutate({ taskId: task.id, itemId, position }),
    remove: (itemId: string) => remove.mutate({ taskId: task.id, itemId }),
    failure,
  };
}
