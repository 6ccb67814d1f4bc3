import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TASK_CARDS_KEY, taskListQuery } from './task-list-query.ts';
import { applyTaskUpdate, countComment, removeTask, upsertTask } from './tasks-cache.ts';
import { useSocketEvent } from './use-socket-event.ts';

/**
 * The task list of the board, kept live by socket events that patch the cached list (no
 * refetch per event). After a reconnect that lost events, AppProviders'
 * resync refetches every query, this one included. The header's counts do not
 * read it (`live-task-counts.ts`); an opened task keeps itself live (`live-task.ts`).
 */
export function useLiveTasks() {
  const queryClient = useQueryClient();
  const key = TASK_CARDS_KEY;
  const tasks = useQuery(taskListQuery());

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
  useSocketEvent('comment:added', ({ taskId }) =>
    queryClient.setQueryData(key, (old) => countComment(old, taskId, 1)),
  );
  useSocketEvent('comment:deleted', ({ taskId }) =>
    queryClient.setQueryData(key, (old) => countComment(old, taskId, -1)),
  );
  // A renamed member or a new avatar shows on every task they own or are assigned: rare, so reload.
  useSocketEvent('users:updated', () => void queryClient.invalidateQueries({ queryKey: key }));
  // A label renamed, recoloured or deleted changes many tasks at once: read the list again.
  useSocketEvent('labels:updated', () => void queryClient.invalidateQueries({ queryKey: key }));

  return tasks;
}
