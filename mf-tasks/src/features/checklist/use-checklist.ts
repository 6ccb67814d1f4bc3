import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editTasksLocally } from '@tm/api-client/local-task-edits';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { useTRPC } from '@tm/api-client/trpc';
import { URGENT_CARDS_KEY } from '@tm/api-client/urgent-query-key';
import type { ChecklistItem } from '@tm/domain/task/checklist.schema';
import { moveItem } from '@tm/domain/task/checklist-order';
import type { Task } from '@tm/domain/task/task.schema';
import { checklistCounts, type ListedTask } from '@tm/domain/task/task-card';
import { useState } from 'react';

type ChecklistEdit = (items: ChecklistItem[]) => ChecklistItem[];

/** Puts the server's answer for one item in place of the local one (or adds it), keeping the order by position. */
const withItem =
  (item: ChecklistItem): ChecklistEdit =>
  (items) =>
    [...items.filter((i) => i.id !== item.id), item].sort((a, b) => a.position - b.position);

/**
 * A task's checklist changes, applied at once to the opened task (its own read, the
 * only place that holds the items) and to the progress the lists show, and put back if
 * the server refuses. The server's `task:updated` brings the whole checklist after
 * each change, so a renumbering by the server (a move) reaches the screen either way.
 */
export function useChecklist(task: Task) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const listKey = TASK_CARDS_KEY;
  const oneKey = trpc.tasks.get.queryKey({ id: task.id });

  const edit = (change: ChecklistEdit) => {
    const opened = queryClient.setQueryData(oneKey, (old) =>
      old ? { ...old, checklist: change(old.checklist) } : old,
    );
    if (!opened) return;
    const counts = checklistCounts(opened.checklist);
    editTasksLocally(queryClient, [task.id], (list) =>
      list?.map((t) => (t.id === task.id ? { ...t, ...counts } : t)),
    );
  };
  const optimistic = async (change: ChecklistEdit) => {
    setFailure(null);
    await Promise.all([
      queryClient.cancelQueries({ queryKey: listKey }),
      queryClient.cancelQueries({ queryKey: oneKey }),
    ]);
    const previous = { list: queryClient.getQueryData(listKey), one: queryClient.getQueryData(oneKey) };
    edit(change);
    return previous;
  };
  const rollback = (err: unknown, _input: unknown, previous?: { list?: ListedTask[]; one?: Task }) => {
    setFailure(err);
    if (previous) {
      queryClient.setQueryData(listKey, previous.list);
      queryClient.setQueryData(oneKey, previous.one);
    }
    void queryClient.invalidateQueries({ queryKey: listKey });
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
