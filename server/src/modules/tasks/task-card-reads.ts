import type { EntityManager } from '@mikro-orm/postgresql';
import type { Label } from '@tm/domain/label/label.schema';
import type { TaskCardList, TaskCardRow } from '@tm/domain/task/task-card';
import type { PublicUser } from '@tm/domain/user/user.schema';
import { LABEL_ORDER, selectLabelsOf } from '../labels/label-rows.ts';
import { type TaskScope, visibleProjects, visibleTasks } from './task-scope.ts';
import { TASK_COLUMNS_SELECT } from './task-statements.ts';

// The screens' list (packages/domain task/task-card.ts): each task's own columns with
// the counts of its comments and checklist, its labels by id, and the people and
// labels named once. Read in the list cache's snapshot (list-cache/), so every id a
// task names is in the same answer.

// The counts and label ids are aggregated over the listed tasks only: a member of 20 of
// 200 projects would otherwise count the comments and checklists of all of them.
const selectCards = (scope: TaskScope) => `
  with listed as (select t.id from ${visibleTasks(scope)} t)
  select ${TASK_COLUMNS_SELECT},
    coalesce(c.n, 0)::int as "commentCount",
    coalesce(k.done, 0)::int as "checklistDone",
    coalesce(k.total, 0)::int as "checklistTotal",
    coalesce(tl.ids, '{}')::text[] as "labelIds"
  from ${visibleTasks(scope)} t
  left join (
    select task_id, count(*) as n from comments where task_id in (select id from listed) group by task_id
  ) c on c.task_id = t.id
  left join (
    select task_id, count(*) filter (where done) as done, count(*) as total
    from task_checklist_items where task_id in (select id from listed) group by task_id
  ) k on k.task_id = t.id
  left join (
    select tl.task_id, array_agg(l.id order by ${LABEL_ORDER}) as ids
    from task_labels tl join labels l on l.id = tl.label_id
    where tl.task_id in (select id from listed) group by tl.task_id
  ) tl on tl.task_id = t.id
  order by t.created_at desc, t.id`;

/** Everyone a listed task names as owner or assignee (deleted members too: their tasks keep their name). */
const selectNamedUsers = (scope: TaskScope) => `
  select u.id, u.name, u.avatar from users u
  where exists (select 1 from ${visibleTasks(scope)} t where t.owner_id = u.id or t.assignee_id = u.id)
  order by u.id`;

export async function listTaskCards(em: EntityManager, scope: TaskScope): Promise<TaskCardList> {
  // Sequential: inside the cache's repeatable-read transaction one connection runs them anyway.
  const tasks = await em.execute<TaskCardRow[]>(selectCards(scope));
  const users = await em.execute<PublicUser[]>(selectNamedUsers(scope));
  const labels = await em.execute<Label[]>(selectLabelsOf(visibleProjects(scope)));
  return { users, labels, tasks };
}
