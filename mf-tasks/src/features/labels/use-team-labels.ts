import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';

/**
 * The team's labels, kept current: another member's create, rename or delete
 * (`labels:updated`) reads them again. The task lists read themselves again on the
 * same event (@tm/api-client live-tasks and live-urgent-tasks).
 */
export function useTeamLabels() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.labels.list.queryKey();
  useSocketEvent('labels:updated', () => void queryClient.invalidateQueries({ queryKey: key }));
  return useQuery(trpc.labels.list.queryOptions());
}
