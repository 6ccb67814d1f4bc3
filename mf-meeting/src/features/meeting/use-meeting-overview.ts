import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';

/**
 * Counters and critical list, refetched whenever a task is created, changed or deleted
 * (members' socket events). After a reconnection that missed events, AppProviders'
 * resync refetches it with every other query. The overview is a handful of
 * aggregates, so a refetch is cheaper than patching it. A task shown in presenter mode
 * is refetched too, so its comments and checklist stay current.
 */
export function useMeetingOverview() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.meeting.overview.queryOptions());
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.meeting.overview.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.tasks.get.queryKey() });
  };

  useSocketEvent('task:created', refetch);
  useSocketEvent('task:updated', refetch);
  useSocketEvent('task:deleted', refetch);

  return query;
}
