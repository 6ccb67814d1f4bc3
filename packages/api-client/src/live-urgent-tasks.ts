import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type ListedTask, toListedTask } from '@tm/domain/task/task-card';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { taskStore } from './task-store.ts';
import { useTRPCClient } from './trpc.ts';
import {
  followUrgentChange,
  loadedUrgent,
  type UrgentEdit,
  type UrgentIdPage,
  type UrgentPages,
  withTotal,
} from './urgent-pages.ts';
import { urgentCardsKey } from './urgent-query-key.ts';
import { useSocketEvent } from './use-socket-event.ts';
import { useStoredCards } from './use-task-store.ts';

/**
 * The urgent list for the viewer's `today` (`tasks.urgent`: filtered, sorted and paged
 * by the server), read a page at a time as the screen scrolls (`fetchNextPage`): its
 * tasks go into the page's task store, the pages keep their ids. It follows the store
 * as the task list does: each change of a task, from the socket or from this page's
 * own edits (optimistic ones, answers), moves it in or out of the loaded pages (no
 * refetch per event), so /urgent reacts as fast as the task list, which it does not
 * load. When a change concerns a task beyond the loaded pages, whether it was urgent
 * before is unknown: the total alone is then re-read (one row and the count). After
 * a reconnect that lost events, the platform's resync refetches every query, this
 * one included. `projectIds` narrows it to some projects (the project scope,
 * projects.ts): a task moved out of them leaves it; `enabled` waits for them.
 */
export function useLiveUrgentTasks(
  today: string,
  { projectIds, enabled = true }: { projectIds?: string[] | undefined; enabled?: boolean } = {},
) {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  // A new day (or scope) is a new key: the previous list stays on screen until it arrives.
  const options = useMemo(
    () =>
      infiniteQueryOptions({
        queryKey: urgentCardsKey(today, projectIds),
        enabled,
        queryFn: async ({ pageParam, signal }): Promise<UrgentIdPage> => {
          const { tasks, ...page } = await client.tasks.urgent.query(
            { today, cursor: pageParam ?? undefined, projectId: projectIds },
            { signal },
          );
          taskStore().put(tasks.map(toListedTask), 'read');
          return { ...page, ids: tasks.map((task) => task.id) };
        },
        initialPageParam: null as string | null,
        getNextPageParam: (last) => last.nextCursor,
        placeholderData: (previous) => previous,
      }),
    [client, today, projectIds, enabled],
  );
  const key = options.queryKey;
  const query = useInfiniteQuery(options);

  const refreshing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const apply = useCallback(
    (edit: <D extends UrgentPages>(data: D | undefined) => UrgentEdit<D>) => {
      const old = queryClient.getQueryData(key);
      const result = edit(old);
      if (result.data !== old) queryClient.setQueryData(key, result.data);
      if (result.totalKnown || refreshing.current) return;
      // A burst of such events (an import, a bulk change) costs one count, not one each.
      refreshing.current = setTimeout(() => {
        refreshing.current = null;
        void client.tasks.urgent.query({ today, limit: 1, projectId: projectIds }).then(
          ({ total }) => queryClient.setQueryData(key, (old) => withTotal(old, total)),
          () => undefined, // the next event or resync corrects it
        );
      }, 300);
    },
    [client, queryClient, key, today, projectIds],
  );
  useEffect(
    () => () => {
      if (refreshing.current) clearTimeout(refreshing.current);
    },
    [],
  );

  useEffect(
    () =>
      taskStore().subscribe((changes) => {
        const lookup = (id: string) => taskStore().get(id)?.card;
        const inScope = (task: ListedTask) => !projectIds || projectIds.includes(task.projectId);
        for (const change of changes) {
          let behind = false;
          apply((old) => {
            const edit = followUrgentChange(old, change, today, lookup, inScope);
            behind = edit === null;
            return edit ?? { data: old, totalKnown: true };
          });
          if (behind) void queryClient.invalidateQueries({ queryKey: key });
        }
      }),
    [queryClient, key, today, apply, projectIds],
  );
  // A renamed member or a new avatar shows on every task they own or are assigned: rare, so reload.
  useSocketEvent('users:updated', () => void queryClient.invalidateQueries({ queryKey: key }));
  useSocketEvent('labels:updated', () => void queryClient.invalidateQueries({ queryKey: key }));

  const loaded = useMemo(() => loadedUrgent(query.data), [query.data]);
  const tasks = useStoredCards(loaded?.ids);
  // Only what the screen reads, so that it re-renders for nothing else (tracked query properties).
  const { isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return {
    isPending,
    isError,
    refetch,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    tasks,
    total: loaded?.total,
  };
}
