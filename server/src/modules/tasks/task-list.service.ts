import type { EntityManager } from '@mikro-orm/postgresql';
import { PROJECT_KEY_PATTERN } from '@tm/domain/project/project-constants';
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
import type { MemberCtx, ServiceCtx } from '../../context/service-ctx.ts';
import { notFound } from '../../errors/domain-error.ts';
import type { CachedList } from './list-cache/snapshot-cache.ts';
import { taskReads } from './task-reads.ts';
import { listScope, PUBLIC_SCOPE, projectPublicScope, type TaskScope } from './task-scope.ts';

// The lists every screen reads, behind both transports: REST answers a cached list's
// JSON bytes (with its ETag), tRPC its value, both from the same cache in
// `deps.taskLists` (list-cache/), kept per scope: the member's own, decided here from
// who is asking (task-scope.ts). Members only, except the public list; the adapters
// check the session.

type UrgentListData = z.output<typeof UrgentListInput>;

/** Every task with owner, assignee and comments: SPEC's `GET /api/tasks`, for scripts. */
export function memberTaskList(ctx: MemberCtx, projectIds?: readonly string[]): Promise<CachedList<Task[]>> {
  return ctx.deps.taskLists.members.get(ctx.em, listScope(ctx.member, projectIds));
}

/** The screens' list: every task as a row or card shows it (packages/domain task/task-card.ts). */
export function taskCardList(
  ctx: MemberCtx,
  projectIds?: readonly string[],
): Promise<CachedList<TaskCardList>> {
  return ctx.deps.taskLists.cards.get(ctx.em, listScope(ctx.member, projectIds));
}

/**
 * What anyone may see of public tasks (DESIGN: public data): those of the projects
 * shown on the instance's dashboard, or of one project by its key.
 */
export async function publicTaskList(
  ctx: ServiceCtx,
  projectKey?: string,
): Promise<CachedList<PublicTask[]>> {
  return ctx.deps.taskLists.public.get(ctx.em, await publicListScope(ctx.em, projectKey));
}

/**
 * The scope of a wall screen's list, for the list and its stream alike: the instance's
 * without a key, else that project's. A key that names no live project with a published
 * task is a 404, whether the project exists or not (nobody learns which projects exist).
 */
export async function publicListScope(em: EntityManager, projectKey?: string): Promise<TaskScope> {
  if (projectKey === undefined) return PUBLIC_SCOPE;
  const key = projectKey.trim().toUpperCase();
  const projectId = PROJECT_KEY_PATTERN.test(key) ? await taskReads.publishingProject(em, key) : null;
  if (!projectId) throw notFound('Dashboard');
  return projectPublicScope(projectId);
}

/** The header's counts by status. */
export function taskCounts(ctx: MemberCtx, projectIds?: readonly string[]): Promise<CachedList<TaskCounts>> {
  return ctx.deps.taskLists.counts.get(ctx.em, listScope(ctx.member, projectIds));
}

/**
 * A page of SPEC 9's urgent list for the viewer's `today`, sorted as the screen shows
 * it. Not cached: each page is a few index ranges whatever the number of tasks
 * (task-urgent-rows.ts), and pages differ by viewer date and cursor.
 */
export async function urgentTaskPage(
  ctx: MemberCtx,
  input: UrgentListData = { limit: URGENT_PAGE_DEFAULT },
): Promise<UrgentPage> {
  // The server has no time zone setting: without the viewer's date, UTC's (docs/decisions.md).
  const today = input.today ?? todayIn('UTC');
  const page = await taskReads.listUrgentPage(
    ctx.em,
    listScope(ctx.member, input.projectId),
    today,
    input.cursor ?? null,
    input.limit,
  );
  return {
    tasks: page.tasks,
    nextCursor: page.more && page.last ? encodeUrgentCursor(page.last) : null,
    total: page.total,
  };
}
