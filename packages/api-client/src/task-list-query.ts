import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@tm/api-client/api-fetch';
import { listedTasksFrom, type TaskCardList } from '@tm/domain/task/task-card';
import { taskStore } from './task-store.ts';

/**
 * The screens' task list (issue 25: `GET /api/tasks/cards`, people and labels sent
 * once, counts instead of comments). Its cards, with their people and labels as
 * objects, go into the page's task store; the query holds their ids, in the list's
 * order. Fetched over REST, not tRPC: the server answers it as stored bytes,
 * compressed once, with an ETag, and the browser's own cache turns an unchanged
 * list into a 304, which a tRPC call cannot offer.
 */
const cardsQuery = queryOptions({
  queryKey: ['tasks', 'cards'] as const,
  queryFn: async ({ signal }) => {
    const cards = listedTasksFrom(await apiFetch<TaskCardList>('/api/tasks/cards', { signal }));
    taskStore().put(cards, 'read');
    return cards.map((task) => task.id);
  },
});

/** The list's key in the query cache, typed with its ids: every list, board and calendar reads it. */
export const TASK_CARDS_KEY = cardsQuery.queryKey;

export function taskListQuery() {
  return cardsQuery;
}
