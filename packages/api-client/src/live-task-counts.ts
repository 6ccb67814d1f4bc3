import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useServerTaskChanges } from '@tm/api-client/use-task-store';
import { useEffect, useRef } from 'react';

/** A burst of task events (an import, a recurring series) costs one refetch, this long after its first event. */
const REFETCH_AFTER_MS = 300;

/**
 * The header's to do / in progress / done counts (`tasks.counts`), without the
 * task list. Task events say what a task became, not what it was, so they cannot
 * patch the counts: each burst of them, as the page's task store takes them in,
 * refetches the counts instead (a few bytes, answered from the server's cache).
 * After a reconnection that lost events, AppProviders' resync refetches them with the rest.
 */
export function useLiveTaskCounts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const counts = useQuery(trpc.tasks.counts.queryOptions());
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const refetchSoon = () => {
    if (pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void queryClient.invalidateQueries({ queryKey: trpc.tasks.counts.queryKey() });
    }, REFETCH_AFTER_MS);
  };
  useServerTaskChanges(refetchSoon);

  return counts;
}
