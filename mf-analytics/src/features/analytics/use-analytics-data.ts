import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import type { AnalyticsPeriod } from '@tm/domain/analytics/analytics.schema';

/**
 * The overview and the trends of the period, kept live (issue 24): any task created,
 * changed or deleted refetches both (a few aggregates; cheaper than patching them). The
 * previous period stays on screen while the next one loads, so nothing jumps.
 */
export function useAnalyticsData(days: AnalyticsPeriod) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery({
    ...trpc.analytics.overview.queryOptions({ days }),
    placeholderData: keepPreviousData,
  });
  const trends = useQuery({
    ...trpc.analytics.trends.queryOptions({ days }),
    placeholderData: keepPreviousData,
  });
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.analytics.overview.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.analytics.trends.queryKey() });
  };
  useSocketEvent('task:created', refetch);
  useSocketEvent('task:updated', refetch);
  useSocketEvent('task:deleted', refetch);
  return { overview, trends };
}
