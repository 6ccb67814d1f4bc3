import type { EntityManager } from '@mikro-orm/postgresql';
import type { HistoryEntry } from '@tm/domain/task/task.schema';
import { IN_IDS, idsParam } from '../../db/prepared-statements.ts';
import { iso } from '../../db/sql-iso.ts';

interface HistoryRow {
  task_id: string;
  id: string;
  action: HistoryEntry['action'];
  field: HistoryEntry['field'];
  old_value: string | null;
  new_value: string | null;
  created_at: string;
  user_name: string | null;
  user_avatar: string | null;
}

/** The history of many tasks in one statement, each newest first (as the history dialog shows it). */
export async function historiesOf(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, HistoryEntry[]>> {
  const byTask = new Map<string, HistoryEntry[]>();
  if (ids.length === 0) return byTask;
  const rows = await em.execute<HistoryRow[]>(
    `select h.task_id, h.id, h.action, h.field, h.old_value, h.new_value, ${iso('h.created_at')} as created_at,
       u.name as user_name, u.avatar as user_avatar
     from history_entries h left join users u on u.id = h.user_id
     where h.task_id ${IN_IDS}
     order by h.task_id, h.created_at desc, h.action desc, h.field`,
    [idsParam(ids)],
  );
  for (const r of rows) {
    let list = byTask.get(r.task_id);
    if (!list) {
      list = [];
      byTask.set(r.task_id, list);
    }
    list.push({
      id: r.id,
      action: r.action,
      field: r.field,
      oldValue: r.old_value,
      newValue: r.new_value,
      createdAt: r.created_at,
      user: r.user_name !== null ? { name: r.user_name, avatar: r.user_avatar ?? '' } : null,
    });
  }
  return byTask;
}
