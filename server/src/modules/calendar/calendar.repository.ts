import type { EntityManager } from '@mikro-orm/postgresql';
import { DUE_DATE_MAX, DUE_DATE_MIN } from '@tm/domain/task/task.schema';
import { iso } from '../../db/sql-iso.ts';
import { type TaskScope, visibleTasks } from '../tasks/task-scope.ts';

export interface CalendarUser {
  id: string;
  name: string;
  isAdmin: boolean;
  tokenVersion: number;
}

export interface CalendarTask {
  id: string;
  title: string;
  /** `WEB-42`: its project's key and its number there. */
  ref: string;
  status: 'todo' | 'doing' | 'done';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  dueDate: string;
  updatedAt: string;
  ownerName: string;
  assigneeName: string | null;
}

export const calendarRepository = {
  /** A deactivated account has no feed (its URL's version also moved on at the deactivation). */
  async findUser(em: EntityManager, id: string): Promise<CalendarUser | null> {
    const [row] = await em.execute<CalendarUser[]>(
      `select id, name, is_admin as "isAdmin", calendar_token_version as "tokenVersion"
       from users where id = ? and deleted_at is null and deactivated_at is null`,
      [id],
    );
    return row ?? null;
  },

  /** Bumps the token version (revoking the current URL) and answers the new one. */
  async bumpTokenVersion(em: EntityManager, id: string): Promise<number | null> {
    const [row] = await em.execute<{ version: number }[]>(
      `update users set calendar_token_version = calendar_token_version + 1
       where id = ? and deleted_at is null returning calendar_token_version as version`,
      [id],
    );
    return row?.version ?? null;
  },

  /**
   * Tasks the user owns or is assigned that have a due date: exactly what their feed may
   * show, of what the feed's owner may see. Dates outside 1900-9999 (refused since, possibly
   * stored before) have no place in it.
   */
  async tasksWithDueDate(em: EntityManager, scope: TaskScope, userId: string): Promise<CalendarTask[]> {
    return em.execute<CalendarTask[]>(
      `select t.id, t.title, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as "dueDate",
         (select p.key from projects p where p.id = t.project_id) || '-' || t.number as ref,
         ${iso('t.updated_at')} as "updatedAt",
         o.name as "ownerName", a.name as "assigneeName"
       from ${visibleTasks(scope)} t join users o on o.id = t.owner_id left join users a on a.id = t.assignee_id
       where (t.owner_id = ? or t.assignee_id = ?) and t.due_date between ?::date and ?::date
       order by t.due_date, t.id`,
      [userId, userId, DUE_DATE_MIN, DUE_DATE_MAX],
    );
  },
};
