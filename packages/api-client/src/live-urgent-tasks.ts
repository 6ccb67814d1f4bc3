import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { toListedTask } from '@tm/domain/task/task-card';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { onLocalTaskEdit } from './local-task-edits.ts';
import { useTRPCClient } from './trpc.ts';
import {
  countUrgentComment,
  loadedUrgent,
  placeUrgentTask,
  placeUrgentUpdate,
  removeUrgentTask,
  type UrgentCardPage,
  type UrgentEdit,
  type UrgentPages,
  withTotal,
} from './urgent-cache.ts';
import { urgentCardsKey } from './urgent-query-key.ts';
import { useSocketEvent } from './use-socket-event.ts';

/**
 * The urgent list for the viewer's `today` (`tasks.urgent`: filtered, sorted and paged
 * by the server), read a page at a time as the screen scrolls (`fetchNextPage`), and
 * kept live by the same socket events as the task list: each one moves the task in or
 * out of the loaded pages (no refetch per event). When an event concerns a task beyond
 * the loaded pages, whether it was urgent before is unknown: the total alone is then
 * re-read (one row and the count). After a reconnect that lost events, the platform's
 * resync refetches every query, this one included.
 */
export function useLiveUrgentTasks(today: string) {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  // A new day is a new key: the previous day's list stays on screen until it arrives.
  const options = useMemo(
    () =>
      infiniteQueryOptions({
        queryKey: urgentCardsKey(today),
        queryFn: async ({ pageParam, signal }): Promise<UrgentCardPage> => {
          const page = await client.tasks.urgent.query({ today, cursor: pageParam ?? undefined }, { signal });
          return { ...page, tasks: page.tasks.map(toListedTask) };
        },
        initialPageParam: null as string | null,
        getNextPageParam: (last) => last.nextCursor,
        placeholderData: (previous) => previous,
      }),
    [client, today],
  );
  const key = options.queryKey;
  const query = useInfiniteQuery(options);

  const refreshing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const apply = useCallback(
    (edit: <D extends UrgentPages>(data: D | undefined) => UrgentEdit<D>) => {
      let exact = true;
      queryClient.setQueryData(key, (old) => {
        const result = edit(old);
        exact = result.totalKnown;
        return result.data;
      });
      if (exact || refreshing.current) return;
      // A burst of such events (an import, a bulk change) costs one count, not one each.
      refreshing.current = setTimeout(() => {
        refreshing.current = null;
        void client.tasks.urgent.query({ today, limit: 1 }).then(
          ({ total }) => queryClient.setQueryData(key, (old) => withTotal(old, total)),
          () => undefined, // the next event or resync corrects it
        );
      }, 300);
    },
    [client, queryClient, key, today],
  );
  useEffect(
    () => () => {
      if (refreshing.current) clearTimeout(refreshing.current);
    },
    [],
  );

  useSocketEvent('task:created', (task) =>
    apply((old) => placeUrgentTask(old, toListedTask(task), today, true)),
  );
  useSocketEvent('task:updated', (update) => {
    let behind = false;
    apply((old) => {
      const edit = placeUrgentUpdate(old, update, today);
      behind = edit === null;
      return edit ?? { data: old, totalKnown: true };
    });
    if (behind) void queryClient.invalidateQueries({ queryKey: key });
  });
  useSocketEvent('task:deleted', ({ id }) => apply((old) => removeUrgentTask(old, id)));
  // A comment moves nothing in or out of the list: patch the loaded task, totals stay exact.
  useSocketEvent('comment:added', ({ taskId }) =>
    queryClient.setQueryData(key, (old) => countUrgentComment(old, taskId, 1)),
  );
  useSocketEvent('comment:deleted', ({ taskId }) =>
    queryClient.setQueryData(key, (old) => countUrgentComment(old, taskId, -1)),
  );
  // A renamed member or a new avatar shows on every task they own or are assigned: rare, so reload.
  useSocketEvent('users:updated', () => void queryClient.invalidateQueries({ queryKey: key }));
  useSocketEvent('labels:updated', () => void queryClient.invalidateQueries({ queryKey: key }));

  // The card's actions and the form change tasks at once (optimistic edits, their
  // answers) before any event: the same edit moves them here, so the urgent list
  // reacts as fast as the task list, which /urgent does not load.
  useEffect(
    () =>
      onLocalTaskEdit((ids, edit) => {
        const loaded = loadedUrgent(queryClient.getQueryData(key))?.tasks ?? [];
        for (const id of ids) {
          const before = loaded.find((t) => t.id === id);
          const after = edit(before ? [before] : [])?.find((t) => t.id === id);
          if (after) apply((old) => placeUrgentTask(old, after, today));
          else if (before) apply((old) => removeUrgentTask(old, id));
        }
      }),
    [queryClient, key, today, apply],
  );

  const loaded = useMemo(() => loadedUrgent(query.data), [query.data]);
  // Only what the screen reads, so that it re-renders for nothing else (tracked query properties).
  const { isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return {
    isPending,
    isError,
    refetch,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    tasks: loaded?.tasks,
    total: loaded?.total,
  };
}
