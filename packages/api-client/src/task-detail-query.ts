import { queryOptions } from '@tanstack/react-query';
import type { AppRouter } from '@tm/server/router-type';
import type { TRPCClient } from '@trpc/client';
import { taskStore } from './task-store.ts';

/** One opened task's read in the query cache. */
export const taskDetailKey = (id: string) => ['tasks', 'detail', id] as const;

/**
 * One task read whole (`tasks.get`: with its comments and checklist) into the page's
 * task store; the query holds its version only, the store the task.
 */
export function taskDetailQuery(client: TRPCClient<AppRouter>, id: string) {
  return queryOptions({
    queryKey: taskDetailKey(id),
    queryFn: async ({ signal }) => {
      const task = await client.tasks.get.query({ id }, { signal });
      taskStore().put([task], 'read');
      return task.version;
    },
  });
}
