import type { EntityManager } from '@mikro-orm/postgresql';
import type { HistoryEntry as HistoryEntryDto } from '@tm/domain/task/task.schema';
import { iso } from '../../db/sql-iso.ts';

interface HistoryRow {
  id: string;
  action: HistoryEntryDto['action'];
  field: HistoryEntryDto['field'];
  old_value: string | null;
  new_value: string | null;
  created_at: string;
  user_name: string | null;
  user_avatar: string | null;
}

/**
 * A move records the projects' ids (their names and keys may change): it reads as
 * the project's name and key now, `Website (WEB)`, or nothing once it is deleted.
 */
const shown = (column: string) => `case when h.field = 'project'
  then (select p.name || ' (' || p.key || ')' from projects p where p.id::text = ${column})
  else ${column} end`;

export const historyRepository = {
  /** Newest first; the user is absent for entries the system wrote. */
  async listForTask(em: EntityManager, taskId: string): Promise<HistoryEntryDto[]> {
    const rows = await em.execute<HistoryRow[]>(
      `select h.id, h.action, h.field, ${shown('h.old_value')} as old_value, ${shown('h.new_value')} as new_value,
         ${iso('h.created_at')} as created_at,
         u.name as user_name, u.avatar as user_avatar
       from history_entries h left join users u on u.id = h.user_id
       where h.task_id = ?
       order by h.created_at desc, h.action desc, h.field`,
      [taskId],
    );
    return rows.map((r) => ({
      id: r.id,
      action: r.action,
      field: r.field,
      oldValue: r.old_value,
      newValue: r.new_value,
      createdAt: r.created_at,
      user: r.user_name !== null ? { name: r.user_name, avatar: r.user_avatar ?? '' } : null,
    }));
  },
};
