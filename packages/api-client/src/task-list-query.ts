import { apiFetch } from '@tm/api-client/api-fetch';
import type { Task } from '@tm/domain/task/task.schema';
import type { AppRouter } from '@tm/server/router-type';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';

/**
 * The members' task list, under its tRPC query key (so every cache update by that
 * key still applies) but fetched from `GET /api/tasks`: the server answers that
 * one as stored bytes with an ETag, and the browser's own cache turns an
 * unchanged list into a 304, which a tRPC call cannot offer.
 */
export function taskListQuery(trpc: TRPCOptionsProxy<AppRouter>) {
  return {
    ...trpc.tasks.list.queryOptions(),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Task[]>('/api/tasks', { signal }),
  };
}
