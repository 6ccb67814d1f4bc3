import { useQuery, useQueryClient } from '@tanstack/react-query';
import { taskListQuery } from './task-list-query.ts';
import {
  addComment,
  applyTaskUpdate,
  editComment,
  removeComment,
  removeTask,
  upsertTask,
} from './tasks-cache.ts';
import { useTRPC } from './trpc.ts';
import { useSocketEvent } from './use-socket-event.ts';

/**
 * The task list of the board, kept live by socket events that patch the cached list (no
 * refetch per event). After a reconnect that lost events, AppProviders'
 * resync refetches every query, this one included. The header's counts do not
 * read it (`live-task-counts.ts`).
 */
export function useLiveTasks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.tasks.list.queryKey();
  const tasks = useQuery(taskListQuery(trpc));

  useSocketEvent('task:created', (task) => queryClient.setQueryData(key, (old) => upsertTask(old, task)));
  useSocketEvent('task:updated', (update) => {
    let behind = false;
    queryClient.setQueryData(key, (old) => {
      const next = applyTaskUpdate(old, update);
      behind = next === null;
      return next ?? old;
    });
    if (behind) void queryClient.invalidateQueries({ queryKey: key });
  });
  useSocketEvent('task:deleted', ({ id }) => queryClient.setQueryData(key, (old) => removeTask(old, id)));
  useSocketEvent('comment:added', ({ taskId, comment }) =>
    queryClient.setQueryData(key, (old) => addComment(old, taskId, comment)),
  );
  useSocketEvent('comment:updated', ({ taskId, comment }) =>
    queryClient.setQueryData(key, (old) => editComment(old, taskId, comment)),
  );
  useSocketEvent('comment:deleted', ({ taskId, id }) =>
    queryClient.setQueryData(key, (old) => removeComment(old, taskId, id)),
  );
  // A renamed member or a new avatar shows on every task they own, are assigned or commented: rare, so reload.
  useSocketEvent('users:updated', () => void queryClient.invalidateQueries({ queryKey: key }));
  // A label renamed, recoloured or deleted changes many tasks at once: read the list again.
  useSocketEvent('labels:updated', () => void queryClient.invalidateQueries({ queryKey: key }));

  return tasks;
}
