import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useProjectScope } from '@tm/api-client/projects';
import { useTRPC } from '@tm/api-client/trpc';
import { useServerTaskChanges } from '@tm/api-client/use-task-store';
import type { AnalyticsPeriod } from '@tm/domain/analytics/analytics.schema';

/**
 * The overview and the trends of the period, kept live (issue 24): any task created,
 * changed or deleted (the socket's events, as the page's task store takes them in)
 * refetches both (a few aggregates; cheaper than patching them). The
 * previous period stays on screen while the next one loads, so nothing jumps. Both
 * cover the project scope (the header's switcher, issue 31), once the projects are known.
 */
export function useAnalyticsData(days: AnalyticsPeriod) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { projectIds, ready } = useProjectScope();
  const overview = useQuery({
    ...trpc.analytics.overview.queryOptions({ days, projectId: projectIds }),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
  const trends = useQuery({
    ...trpc.analytics.trends.queryOptions({ days, projectId: projectIds }),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.analytics.overview.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.analytics.trends.queryKey() });
  };
  useServerTaskChanges(refetch);
  return { overview, trends, projectIds };
}
