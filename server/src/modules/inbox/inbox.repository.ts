import type { EntityManager } from '@mikro-orm/postgresql';
import type { InboxItem, InboxType } from '@tm/domain/notification/inbox.schema';
import { IN_IDS, idsParam, preparedQuery } from '../../db/prepared-statements.ts';
import { type TaskScope, visibleTasks } from '../tasks/task-scope.ts';
import type { InboxKey } from './inbox-cursor.ts';

/** An item to store: who it is for, what kind, about which task, and its title. */
export interface NewInboxItem {
  userId: string;
  type: InboxType;
  taskId: string | null;
  title: string;
}

export interface StoredInboxItem extends InboxItem {
  userId: string;
}

interface ItemRow extends StoredInboxItem {
  sortKey: string;
}

const ITEM_COLUMNS = `id, user_id as "userId", type, task_id as "taskId", title,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "readAt",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as "sortKey"`;

const TITLE_MAX = 500;

/** An item about a task is shown while the task is in the member's scope (tasks/task-scope.ts). */
const aboutVisibleTask = (scope: TaskScope) =>
  `(task_id is null or task_id in (select t.id from ${visibleTasks(scope)} t))`;

export const inboxRepository = {
  /** Stores items in one statement (in the caller's transaction when it has one). */
  async insert(em: EntityManager, items: NewInboxItem[]): Promise<StoredInboxItem[]> {
    if (items.length === 0) return [];
    const rows = await preparedQuery<ItemRow>(
      em,
      `insert into notifications (id, user_id, type, task_id, title)
       select gen_random_uuid(), "userId", type, "taskId", title
       from json_to_recordset(?::json) as n("userId" uuid, type varchar, "taskId" uuid, title varchar)
       returning ${ITEM_COLUMNS}`,
      [JSON.stringify(items.map((i) => ({ ...i, title: i.title.slice(0, TITLE_MAX) })))],
    );
    return rows.map(({ sortKey: _, ...item }) => item);
  },

  /**
   * One page, newest first, after `before` (exclusive); one more row than asked tells
   * whether more follow. Only items of tasks the member still sees (a project left, a
   * task in the trash: its items wait unseen).
   */
  async page(
    em: EntityManager,
    scope: TaskScope,
    userId: string,
    options: { unreadOnly: boolean; limit: number; before: InboxKey | null },
  ): Promise<ItemRow[]> {
    const { unreadOnly, limit, before } = options;
    return em.execute<ItemRow[]>(
      `select ${ITEM_COLUMNS} from notifications
       where user_id = ? ${unreadOnly ? 'and read_at is null' : ''} and ${aboutVisibleTask(scope)}
         ${before ? 'and (created_at, id) < (?::timestamptz, ?::uuid)' : ''}
       order by created_at desc, id desc limit ?`,
      [userId, ...(before ? [before.createdAt, before.id] : []), limit + 1],
    );
  },

  async unreadCount(em: EntityManager, scope: TaskScope, userId: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from notifications
       where user_id = ? and read_at is null and ${aboutVisibleTask(scope)}`,
      [userId],
    );
    return row?.n ?? 0;
  },

  /** Marks the member's own unread items read (others' ids are ignored); answers the ids it changed. */
  async markRead(em: EntityManager, userId: string, ids: string[] | 'all'): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `update notifications set read_at = now()
       where user_id = ? and read_at is null ${ids === 'all' ? '' : `and id ${IN_IDS}`}
       returning id`,
      ids === 'all' ? [userId] : [userId, idsParam(ids)],
    );
    return rows.map((r) => r.id);
  },

  /** Items older than `days` are removed (read or not). */
  async purgeOlderThan(em: EntityManager, days: number, now: Date): Promise<number> {
    const rows = await em.execute<{ n: number }[]>(
      `with gone as (delete from notifications where created_at < ?::timestamptz - make_interval(days => ?) returning 1)
       select count(*)::int as n from gone`,
      [now.toISOString(), days],
    );
    return rows[0]?.n ?? 0;
  },
};
