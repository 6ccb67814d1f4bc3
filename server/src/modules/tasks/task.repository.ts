import type { EntityManager } from '@mikro-orm/postgresql';
import type { Comment, PublicTask, Task } from '@tm/domain/task/task.schema';
import type { UrgentCursor } from '@tm/domain/task/urgent-cursor';
import { iso } from '../../db/sql-iso.ts';
import {
  type CommentRow,
  groupComments,
  selectComments,
  selectTasks,
  type TaskRow,
  toTask,
} from './task-rows.ts';
import { urgentCountQuery, urgentPageQuery } from './task-urgent-rows.ts';

/** A member a task can be assigned to, as the task shows them. */
export interface AssignableUser {
  id: string;
  name: string;
  avatar: string;
}

/** Task reads, answered in their wire shapes; writes are in task-writes.ts. */
export const taskRepository = {
  async exists(em: EntityManager, id: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>('select id from tasks where id = ?', [id]);
    return rows.length > 0;
  },

  /** A member who may be assigned a task (deleted accounts may not). */
  async findAssignableUser(em: EntityManager, id: string): Promise<AssignableUser | null> {
    const [user] = await em.execute<AssignableUser[]>(
      'select id, name, avatar from users where id = ? and deleted_at is null',
      [id],
    );
    return user ?? null;
  },

  async listAll(em: EntityManager): Promise<Task[]> {
    const rows = await em.execute<TaskRow[]>(`${selectTasks('true')} order by t.created_at desc, t.id`);
    const comments = groupComments(await em.execute<CommentRow[]>(selectComments('true')));
    return rows.map((r) => toTask(r, comments.get(r.id) ?? []));
  },

  /**
   * One page of SPEC 9's urgent list (task-urgent-rows.ts): up to `limit` tasks after
   * `cursor` in the list's order, whether more follow, and how many are urgent in all.
   */
  async listUrgentPage(
    em: EntityManager,
    today: string,
    cursor: UrgentCursor | null,
    limit: number,
  ): Promise<{ tasks: Task[]; last: UrgentCursor | null; more: boolean; total: number }> {
    const page = urgentPageQuery(today, cursor, limit);
    const count = urgentCountQuery(today);
    const [rows, [counted]] = await Promise.all([
      em.execute<TaskRow[]>(page.sql, page.params),
      em.execute<{ total: string | number }[]>(count.sql, count.params),
    ]);
    const more = rows.length > limit;
    const kept = more ? rows.slice(0, limit) : rows;
    const comments =
      kept.length === 0
        ? new Map<string, Comment[]>()
        : groupComments(
            await em.execute<CommentRow[]>(
              selectComments(`c.task_id in (${kept.map(() => '?').join(', ')})`),
              kept.map((r) => r.id),
            ),
          );
    const end = kept.at(-1);
    return {
      tasks: kept.map((r) => toTask(r, comments.get(r.id) ?? [])),
      last: end
        ? { priority: end.priority, dueDate: end.due_date, createdAt: end.created_at, id: end.id }
        : null,
      more,
      total: Number(counted?.total ?? 0),
    };
  },

  /** Public tasks with only DESIGN's public fields: never user ids, e-mails, comments or approval data. */
  async listPublic(em: EntityManager): Promise<PublicTask[]> {
    const rows = await em.execute<
      Pick<
        TaskRow,
        | 'id'
        | 'title'
        | 'public_summary'
        | 'status'
        | 'priority'
        | 'due_date'
        | 'created_at'
        | 'updated_at'
        | 'assignee_name'
        | 'assignee_avatar'
      >[]
    >(`
      select t.id, t.title, t.public_summary, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as due_date,
        ${iso('t.created_at')} as created_at, ${iso('t.updated_at')} as updated_at,
        a.name as assignee_name, a.avatar as assignee_avatar
      from tasks t left join users a on a.id = t.assignee_id
      where t.is_public
      order by t.created_at desc, t.id`);
    return rows.map((r) => ({
      id: r.id,
      title: r.public_summary || r.title,
      publicSummary: r.public_summary,
      status: r.status,
      priority: r.priority,
      dueDate: r.due_date,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      assignee: r.assignee_name !== null ? { name: r.assignee_name, avatar: r.assignee_avatar ?? '' } : null,
    }));
  },
};
