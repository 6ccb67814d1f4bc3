import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';

/**
 * The public task list, kept live: `tasks:public_updated` (sent to everyone, signed in
 * or not) refetches it. After a reconnection that lost events, AppProviders' resync
 * refetches it with every other query on the page (`@tm/api-client/resync-on-reconnect`).
 */
export function usePublicTasks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.tasks.publicList.queryOptions());

  useSocketEvent('tasks:public_updated', () => {
    void queryClient.invalidateQueries({ queryKey: trpc.tasks.publicList.queryKey() });
  });

  return query;
}
