import type { QueryClient } from '@tanstack/react-query';
import { TASK_CARDS_KEY } from './task-list-query.ts';
import { type TaskEntry, taskStore } from './task-store.ts';

/** What an optimistic edit of one task may change, kept to put back if the server refuses it. */
export interface TaskEditUndo {
  ids: string[] | undefined;
  entry: TaskEntry | undefined;
}

/**
 * Call before an optimistic edit of task `id` in the page's task store: stops a read
 * of the task list under way (its answer would put the old task back) and keeps the
 * list's ids and the task's entry as they are.
 */
export async function startTaskEdit(queryClient: QueryClient, id: string): Promise<TaskEditUndo> {
  await queryClient.cancelQueries({ queryKey: TASK_CARDS_KEY });
  return { ids: queryClient.getQueryData(TASK_CARDS_KEY), entry: taskStore().get(id) };
}

/** Puts the list's ids and the task back as `startTaskEdit` kept them (a newer version of the task stays). */
export function undoTaskEdit(queryClient: QueryClient, undo: TaskEditUndo): void {
  queryClient.setQueryData(TASK_CARDS_KEY, undo.ids);
  if (undo.entry) taskStore().restore(undo.entry);
}
