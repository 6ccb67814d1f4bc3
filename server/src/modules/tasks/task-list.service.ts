import type { EntityManager } from '@mikro-orm/postgresql';
import { todayIn } from '@tm/domain/task/date-only';
import {
  type PublicTask,
  type Task,
  URGENT_PAGE_DEFAULT,
  type UrgentListInput,
  type UrgentPage,
} from '@tm/domain/task/task.schema';
import type { TaskCardList } from '@tm/domain/task/task-card';
import type { TaskCounts } from '@tm/domain/task/task-counts';
import { encodeUrgentCursor } from '@tm/domain/task/urgent-cursor';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { CachedList } from './list-cache/snapshot-cache.ts';
import { taskReads } from './task-reads.ts';

// The lists every screen reads, behind both transports: REST answers a cached list's
// JSON bytes (with its ETag), tRPC its value, both from the same cache in
// `deps.taskLists` (list-cache/). Members only, except the public list; the adapters
// check the session.

/** What a list needs from either adapter: the request's EntityManager and the app. */
export interface ListCtx {
  em: EntityManager;
  deps: AppDeps;
}

type UrgentListData = z.output<typeof UrgentListInput>;

/** Every task with owner, assignee and comments: SPEC's `GET /api/tasks`, for scripts. */
export function memberTaskList(ctx: ListCtx): Promise<CachedList<Task[]>> {
  return ctx.deps.taskLists.members.get(ctx.em);
}

/** The screens' list: every task as a row or card shows it (packages/domain task/task-card.ts). */
export function taskCardList(ctx: ListCtx): Promise<CachedList<TaskCardList>> {
  return ctx.deps.taskLists.cards.get(ctx.em);
}

/** What anyone may see of public tasks (DESIGN: public data). */
export function publicTaskList(ctx: ListCtx): Promise<CachedList<PublicTask[]>> {
  return ctx.deps.taskLists.public.get(ctx.em);
}

/** The header's counts by status. */
export function taskCounts(ctx: ListCtx): Promise<CachedList<TaskCounts>> {
  return ctx.deps.taskLists.counts.get(ctx.em);
}

/**
 * A page of SPEC 9's urgent list for the viewer's `today`, sorted as the screen shows
 * it. Not cached: each page is a few index ranges whatever the number of tasks
 * (task-urgent-rows.ts), and pages differ by viewer date and cursor.
 */
export async function urgentTaskPage(
  ctx: ListCtx,
  input: UrgentListData = { limit: URGENT_PAGE_DEFAULT },
): Promise<UrgentPage> {
  // The server has no time zone setting: without the viewer's date, UTC's (docs/decisions.md).
  const today = input.today ?? todayIn('UTC');
  const page = await taskReads.listUrgentPage(ctx.em, today, input.cursor ?? null, input.limit);
  return {
    tasks: page.tasks,
    nextCursor: page.more && page.last ? encodeUrgentCursor(page.last) : null,
    total: page.total,
  };
}
