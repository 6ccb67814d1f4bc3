import type { QueryClient } from '@tanstack/react-query';
import { pageSingleton } from '@tm/api-client/page-singleton';
import type { Task } from '@tm/domain/task/task.schema';
import type { ListedTask } from '@tm/domain/task/task-card';
import type { AppRouter } from '@tm/server/router-type';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { TASK_CARDS_KEY } from './task-list-query.ts';
import { upsertTask } from './tasks-cache.ts';

/** A change of some tasks made on this page before any event says so: an optimistic edit, a call's answer. */
export type TaskListEdit = (list: ListedTask[] | undefined) => ListedTask[] | undefined;
type Listener = (ids: readonly string[], edit: TaskListEdit) => void;

const listeners = () => pageSingleton('local-task-edits', () => new Set<Listener>());

/**
 * Applies `edit` of the tasks `ids` to the cached task list and to every other live
 * view of tasks on the page (the urgent list places them by its own rule). The task
 * list may not be loaded at all: /urgent never reads it.
 */
export function editTasksLocally(queryClient: QueryClient, ids: readonly string[], edit: TaskListEdit): void {
  queryClient.setQueryData(TASK_CARDS_KEY, edit);
  for (const listener of listeners()) listener(ids, edit);
}

/** Runs `listener` for each local edit of tasks (editTasksLocally) until the answered function is called. */
export function onLocalTaskEdit(listener: Listener): () => void {
  listeners().add(listener);
  return () => {
    listeners().delete(listener);
  };
}

/**
 * A whole task a call answered (a save, a move, a label change): in the lists, and in
 * the opened task's own read (`tasks.get`) unless that already holds a newer version.
 */
export function showSavedTask(queryClient: QueryClient, trpc: TRPCOptionsProxy<AppRouter>, task: Task): void {
  editTasksLocally(queryClient, [task.id], (old) => upsertTask(old, task));
  queryClient.setQueryData(trpc.tasks.get.queryKey({ id: task.id }), (old) =>
    old && old.version > task.version ? old : task,
  );
}
