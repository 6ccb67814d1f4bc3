import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followListIds } from './task-list-ids.ts';
import { TASK_CARDS_KEY, taskListQuery } from './task-list-query.ts';
import { taskStore } from './task-store.ts';
import { useSocketEvent } from './use-socket-event.ts';
import { useStoredCards } from './use-task-store.ts';

/**
 * The task list of the board and the calendar: its ids from the list query, each
 * task's fields from the page's task store, which the socket's events and this
 * page's edits keep live (no refetch per event); the ids follow the store's
 * changes. After a reconnect that lost events, AppProviders' resync refetches every
 * query, this one included. The header's counts do not read it
 * (`live-task-counts.ts`); an opened task reads itself (`live-task.ts`).
 */
export function useLiveTasks() {
  const queryClient = useQueryClient();
  const query = useQuery(taskListQuery());
  const data = useStoredCards(query.data);

  useEffect(
    () =>
      taskStore().subscribe((changes) => {
        const old = queryClient.getQueryData(TASK_CARDS_KEY);
        const edit = followListIds(old, changes);
        if (edit.ids !== old) queryClient.setQueryData(TASK_CARDS_KEY, edit.ids);
        if (edit.reread) void queryClient.invalidateQueries({ queryKey: TASK_CARDS_KEY });
      }),
    [queryClient],
  );
  // A renamed member or a new avatar shows on every task they own or are assigned: rare, so reload.
  useSocketEvent('users:updated', () => void queryClient.invalidateQueries({ queryKey: TASK_CARDS_KEY }));
  // A label renamed, recoloured or deleted changes many tasks at once: read the list again.
  useSocketEvent('labels:updated', () => void queryClient.invalidateQueries({ queryKey: TASK_CARDS_KEY }));

  // Only what the screens read, so that they re-render for nothing else (tracked query properties).
  const { isPending, isError, refetch } = query;
  return { isPending, isError, refetch, data };
}
