import type { EntityManager } from '@mikro-orm/postgresql';
import { projectChangesShownTo, type TaskScope } from '../task-scope.ts';

// The change log behind the members' list cache (migration 20261123-0011): each
// statement writing tasks, comments or people's names leaves a row with its
// transaction id. A PostgreSQL snapshot says which transactions it sees, so "has
// anything changed since this snapshot" is one indexed look at the recent rows.

/** Rows older than this are deleted; a cached list is never kept this long (snapshot-cache.ts). */
export const KEEP_CHANGES_MINUTES = 10;

/**
 * Runs `read` in one repeatable-read, read-only transaction and answers its result
 * with the snapshot it saw (as text), so every query in it sees the same data.
 */
export async function readWithSnapshot<T>(
  em: EntityManager,
  read: (em: EntityManager) => Promise<T>,
): Promise<{ value: T; snapshot: string }> {
  return em.transactional(
    async (tx) => {
      // The first statement fixes the transaction's snapshot; this one names it.
      const [row] = await tx.execute<{ snapshot: string }[]>(
        'select pg_current_snapshot()::text as snapshot',
      );
      return { value: await read(tx), snapshot: row!.snapshot };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/**
 * Whether a transaction invisible to `snapshot` has since committed a change to a
 * list of `scope`: one to a project it shows, or one that concerns every list.
 */
export async function listChangedSince(
  em: EntityManager,
  snapshot: string,
  scope: TaskScope,
): Promise<boolean> {
  // Every transaction a snapshot does not see has an id at or above its xmin.
  const [row] = await em.execute<{ changed: boolean }[]>(
    `select exists (
       select 1 from task_list_changes
       where xact >= pg_snapshot_xmin(?::pg_snapshot) and not pg_visible_in_snapshot(xact, ?::pg_snapshot)
         and (project_id is null or ${projectChangesShownTo(scope, 'project_id')})
     ) as changed`,
    [snapshot, snapshot],
  );
  return row!.changed;
}

/** Deletes the rows no cached list can still need; answers how many. */
export async function pruneListChanges(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ n: string }[]>(
    `with gone as (delete from task_list_changes where at < now() - make_interval(mins => ?) returning 1)
     select count(*) as n from gone`,
    [KEEP_CHANGES_MINUTES],
  );
  return Number(rows[0]?.n ?? 0);
}
