import type { QueryClient } from '@tanstack/react-query';
import { pageSingleton } from '@tm/api-client/page-singleton';
import type { Task } from '@tm/domain/task/task.schema';
import type { AppRouter } from '@tm/server/router-type';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** A change of some tasks made on this page before any event says so: an optimistic edit, a call's answer. */
export type TaskListEdit = (list: Task[] | undefined) => Task[] | undefined;
type Listener = (ids: readonly string[], edit: TaskListEdit) => void;

const listeners = () => pageSingleton('local-task-edits', () => new Set<Listener>());

/**
 * Applies `edit` of the tasks `ids` to the cached task list and to every other live
 * view of tasks on the page (the urgent list places them by its own rule). The task
 * list may not be loaded at all: /urgent never reads it.
 */
export function editTasksLocally(
  queryClient: QueryClient,
  trpc: TRPCOptionsProxy<AppRouter>,
  ids: readonly string[],
  edit: TaskListEdit,
): void {
  queryClient.setQueryData(trpc.tasks.list.queryKey(), edit);
  for (const listener of listeners()) listener(ids, edit);
}

/** Runs `listener` for each local edit of tasks (editTasksLocally) until the answered function is called. */
export function onLocalTaskEdit(listener: Listener): () => void {
  listeners().add(listener);
  return () => {
    listeners().delete(listener);
  };
}
