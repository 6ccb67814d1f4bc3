import type { EntityManager } from '@mikro-orm/postgresql';
import type { TrashedTask } from '@tm/domain/task/trash.schema';
import { iso } from '../../db/sql-iso.ts';
import { SYSTEM_TRASH_SCOPE, type TaskScope, visibleTasks } from '../tasks/task-scope.ts';

// The trash's reads: the only reads of tasks in a trash scope (tasks/task-scope.ts),
// which sees trashed rows; every other read excludes them. Its writes (trash, restore,
// purge) are the tasks module's (task-writes.ts).

interface TrashRow {
  id: string;
  title: string;
  status: TrashedTask['status'];
  priority: TrashedTask['priority'];
  owner_id: string;
  owner_name: string;
  owner_avatar: string;
  deleted_at: string;
  purge_at: string;
  deleted_by_name: string | null;
  deleted_by_avatar: string | null;
}

const toTrashed = (r: TrashRow): TrashedTask => ({
  id: r.id,
  title: r.title,
  status: r.status,
  priority: r.priority,
  owner: { id: r.owner_id, name: r.owner_name, avatar: r.owner_avatar },
  deletedAt: r.deleted_at,
  deletedBy:
    r.deleted_by_name !== null ? { name: r.deleted_by_name, avatar: r.deleted_by_avatar ?? '' } : null,
  purgeAt: r.purge_at,
});

export const trashRows = {
  /** Trashed tasks, newest deletion first; only `ownerId`'s when given. */
  async list(
    em: EntityManager,
    scope: TaskScope,
    ownerId: string | null,
    retentionDays: number,
  ): Promise<TrashedTask[]> {
    const rows = await em.execute<TrashRow[]>(
      `select t.id, t.title, t.status, t.priority, t.owner_id, o.name as owner_name, o.avatar as owner_avatar,
         ${iso('t.deleted_at')} as deleted_at,
         ${iso('(t.deleted_at + make_interval(days => ?))')} as purge_at,
         d.name as deleted_by_name, d.avatar as deleted_by_avatar
       from ${visibleTasks(scope)} t join users o on o.id = t.owner_id left join users d on d.id = t.deleted_by
       where (?::uuid is null or t.owner_id = ?::uuid)
       order by t.deleted_at desc, t.id`,
      [retentionDays, ownerId, ownerId],
    );
    return rows.map(toTrashed);
  },

  /** The owner of a trashed task, its row locked; null when no such task is in the trash. */
  async lockTrashed(em: EntityManager, scope: TaskScope, id: string): Promise<{ ownerId: string } | null> {
    const [row] = await em.execute<{ owner_id: string }[]>(
      `select t.owner_id from ${visibleTasks(scope)} t where t.id = ? for update of t`,
      [id],
    );
    return row ? { ownerId: row.owner_id } : null;
  },

  /** Trashed longer than `retentionDays`, oldest first, at most `limit`. */
  async expired(em: EntityManager, retentionDays: number, limit: number): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `select id from ${visibleTasks(SYSTEM_TRASH_SCOPE)} t where deleted_at < now() - make_interval(days => ?)
       order by deleted_at limit ?`,
      [retentionDays, limit],
    );
    return rows.map((r) => r.id);
  },
};
