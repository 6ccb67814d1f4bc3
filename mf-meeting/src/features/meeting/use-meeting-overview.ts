import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useProjectScope } from '@tm/api-client/projects';
import { useTRPC } from '@tm/api-client/trpc';
import { useServerTaskChanges } from '@tm/api-client/use-task-store';

/**
 * Counters and critical list, refetched whenever a task is created, changed or deleted
 * (members' socket events, as the page's task store takes them in). After a
 * reconnection that missed events, AppProviders' resync refetches it with every other
 * query. The overview is a handful of aggregates, so a refetch is cheaper than
 * patching it. A task shown in presenter mode reads the store (useLiveTask), which the
 * same events keep current. It covers the project scope (the header's switcher, issue 31),
 * asked for once the member's projects are known.
 */
export function useMeetingOverview() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { projectIds, ready } = useProjectScope();
  const query = useQuery({
    ...trpc.meeting.overview.queryOptions({ projectId: projectIds }),
    enabled: ready,
  });
  useServerTaskChanges(
    () => void queryClient.invalidateQueries({ queryKey: trpc.meeting.overview.queryKey() }),
  );

  return query;
}
