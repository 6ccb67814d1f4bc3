import { useQuery, useQueryClient } from '@tanstack/react-query';
import { applyDetailComment, applyDetailUpdate } from './task-detail-cache.ts';
import { useTRPC } from './trpc.ts';
import { useSocketEvent } from './use-socket-event.ts';

/**
 * One opened task with its comments and checklist (`tasks.get`), kept live by the
 * same socket events as the list. A deleted task is read again, which answers 404.
 * After a reconnect that lost events, the platform's resync refetches it.
 */
export function useLiveTask(id: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.tasks.get.queryKey({ id });
  const task = useQuery({ ...trpc.tasks.get.queryOptions({ id }), retry: false });

  useSocketEvent('task:updated', (update) => {
    if (update.id === id) queryClient.setQueryData(key, (old) => applyDetailUpdate(old, update));
  });
  useSocketEvent('task:deleted', (deleted) => {
    // Reset, not invalidated: the 404 of the new read must not keep showing the deleted task's data.
    if (deleted.id === id) void queryClient.resetQueries({ queryKey: key });
  });
  useSocketEvent('comment:added', ({ taskId, comment }) => {
    if (taskId === id) queryClient.setQueryData(key, (old) => applyDetailComment(old, { added: comment }));
  });
  useSocketEvent('comment:updated', ({ taskId, comment }) => {
    if (taskId === id) queryClient.setQueryData(key, (old) => applyDetailComment(old, { edited: comment }));
  });
  useSocketEvent('comment:deleted', ({ taskId, id: commentId }) => {
    if (taskId === id)
      queryClient.setQueryData(key, (old) => applyDetailComment(old, { deleted: commentId }));
  });
  // A renamed member shows on the task and its comments; a changed label on the task.
  useSocketEvent('users:updated', () => void queryClient.invalidateQueries({ queryKey: key }));
  useSocketEvent('labels:updated', () => void queryClient.invalidateQueries({ queryKey: key }));

  return task;
}
