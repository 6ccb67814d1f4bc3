import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { keysInUse } from './attachment.repository.ts';
import type { StoredObjectInfo } from './storage/attachment-storage.ts';

type Deps = Pick<AppDeps, 'attachmentStorage' | 'events' | 'log' | 'orm'>;

// An upload is stored before its row is written; anything younger than this may
// be such an upload in flight (on this or another instance), so the sweep spares it.
const SWEEP_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * A deleted task keeps its files while it is in the trash. Purging it removes its
 * attachment rows by cascade; its files go when the trash announces the purge
 * (after commit), all keys of a task sharing the `{taskId}/` prefix. Whatever a
 * crash or a storage outage leaves behind is removed by the sweep at the next start.
 */
export function subscribeAttachmentCleanup(deps: Deps): void {
  deps.events.on('task.purged', ({ taskId }) => {
    void removeTaskFiles(deps, taskId);
  });
}

async function removeTaskFiles(deps: Deps, taskId: string): Promise<void> {
  try {
    await deps.attachmentStorage.deleteTask(taskId);
  } catch (err) {
    deps.log.warn(
      { err, taskId },
      'could not remove the files of a deleted task; the orphan sweep will retry',
    );
  }
}

/** Removes stored files no attachment row refers to, and stale partial uploads. */
export async function sweepOrphanedFiles(deps: Deps, now = new Date()): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - SWEEP_GRACE_MS);
  let removed = await deps.attachmentStorage.removeStaleTemporaries(before);
  const em = deps.orm.em.fork() as EntityManager;
  let batch: StoredObjectInfo[] = [];
  const flush = async () => {
    const used = await keysInUse(
      em,
      batch.map((o) => o.key),
    );
    for (const o of batch) {
      if (used.has(o.key)) continue;
      await deps.attachmentStorage.delete(o.key);
      removed++;
    }
    batch = [];
    em.clear();
  };
  for await (const o of deps.attachmentStorage.list()) {
    if (o.modifiedAt >= before) continue;
    batch.push(o);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) deps.log.info({ removed }, 'removed orphaned attachment files');
  return { removed };
}

/** Runs the sweep in the background at start; a failure is logged, never fatal. */
export function startOrphanSweep(deps: Deps): Promise<void> {
  return sweepOrphanedFiles(deps).then(
    () => undefined,
    (err) => deps.log.warn({ err }, 'attachment orphan sweep failed'),
  );
}
