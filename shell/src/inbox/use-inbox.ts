import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import type { InboxItem, InboxPage, InboxReadPayload } from '@tm/domain/notification/inbox.schema';

/** The panel shows the newest items; older ones are a page away (`nextCursor`). */
const INBOX_PAGE = 30;

const addItem = (page: InboxPage | undefined, item: InboxItem): InboxPage | undefined =>
  page && !page.items.some((i) => i.id === item.id)
    ? { ...page, items: [item, ...page.items], unreadCount: page.unreadCount + (item.readAt ? 0 : 1) }
    : page;

function markRead(
  page: InboxPage | undefined,
  { ids, unreadCount }: InboxReadPayload,
): InboxPage | undefined {
  if (!page) return page;
  const now = new Date().toISOString();
  const read = ids === 'all' ? null : new Set(ids);
  return {
    ...page,
    unreadCount,
    items: page.items.map((i) => (!i.readAt && (!read || read.has(i.id)) ? { ...i, readAt: now } : i)),
  };
}

/**
 * The member's inbox (`inbox.list`), kept live: a new item (`notification:new`) is
 * added at the top and counted, and items read in another tab (`notification:read`)
 * are read here too, so every tab shows the same count.
 */
export function useInbox() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queryKey = trpc.inbox.list.queryKey({ limit: INBOX_PAGE });
  const inbox = useQuery(trpc.inbox.list.queryOptions({ limit: INBOX_PAGE }));
  const update = (qc: QueryClient, change: (page: InboxPage | undefined) => InboxPage | undefined) =>
    qc.setQueryData<InboxPage>(queryKey, change);

  useSocketEvent('notification:new', (item) => update(queryClient, (page) => addItem(page, item)));
  useSocketEvent('notification:read', (payload) => update(queryClient, (page) => markRead(page, payload)));

  const read = useMutation(
    trpc.inbox.markRead.mutationOptions({
      onMutate: (input) => {
        const before = queryClient.getQueryData<InboxPage>(queryKey);
        const ids = 'all' in input ? ('all' as const) : input.ids;
        const stillUnread = before?.items.filter(
          (i) => !i.readAt && ids !== 'all' && !ids.includes(i.id),
        ).length;
        const hidden = (before?.unreadCount ?? 0) - (before?.items.filter((i) => !i.readAt).length ?? 0);
        update(queryClient, (page) =>
          markRead(page, { ids, unreadCount: ids === 'all' ? 0 : (stillUnread ?? 0) + hidden }),
        );
      },
      onError: () => void queryClient.invalidateQueries({ queryKey }),
    }),
  );
  // Older items come a page at a time (keyset cursor) and join the list below.
  const older = useMutation({
    mutationFn: (before: string) =>
      queryClient.fetchQuery(trpc.inbox.list.queryOptions({ limit: INBOX_PAGE, before })),
    onSuccess: (next) =>
      update(queryClient, (page) => {
        if (!page) return page;
        const known = new Set(page.items.map((i) => i.id));
        return {
          ...page,
          items: [...page.items, ...next.items.filter((i) => !known.has(i.id))],
          nextCursor: next.nextCursor,
        };
      }),
  });
  return {
    page: inbox.data,
    loadOlder: () => {
      if (inbox.data?.nextCursor) older.mutate(inbox.data.nextCursor);
    },
    loadingOlder: older.isPending,
    isError: inbox.isError,
    refetch: inbox.refetch,
    markRead: (ids: string[]) => read.mutate({ ids }),
    markAllRead: () => read.mutate({ all: true }),
  };
}
