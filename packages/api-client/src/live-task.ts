import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { taskDetailQuery } from './task-detail-query.ts';
import { taskStore } from './task-store.ts';
import { useTRPCClient } from './trpc.ts';
import { useSocketEvent } from './use-socket-event.ts';
import { useStoredDetail } from './use-task-store.ts';

/**
 * One opened task with its comments and checklist (`tasks.get`), read into the page's
 * task store and shown from it, so the socket's events and this page's edits keep it
 * live. A deleted task is read again, which answers 404. After a reconnect that lost
 * events, the platform's resync refetches it.
 */
export function useLiveTask(id: string) {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const options = useMemo(() => ({ ...taskDetailQuery(client, id), retry: false }), [client, id]);
  const key = options.queryKey;
  const query = useQuery(options);
  const task = useStoredDetail(id);

  useEffect(
    () =>
      taskStore().subscribe((changes) => {
        // Reset, not invalidated: the 404 of the new read must not keep showing the deleted task's data.
        if (changes.some((change) => change.id === id && change.kind === 'deleted'))
          void queryClient.resetQueries({ queryKey: key });
      }),
    [queryClient, key, id],
  );
  // A renamed member shows on the task and its comments; a changed label on the task.
  useSocketEvent('users:updated', () => void queryClient.invalidateQueries({ queryKey: key }));
  useSocketEvent('labels:updated', () => void queryClient.invalidateQueries({ queryKey: key }));

  const { isError, error } = query;
  return { data: query.data === undefined ? undefined : task, isError, error };
}
