import type { TaskChange } from './task-store.ts';

/** The list's ids after some changes of the store, and whether the list is behind and must be read again. */
interface ListIdsEdit {
  ids: string[] | undefined;
  reread: boolean;
}

/**
 * The task list's ids (newest first) following the store: a created or saved task
 * the list lacks goes on top, a deleted or removed one leaves. An update of a task
 * the list does not hold means the list is behind: only a new read completes it.
 * An unloaded list stays unloaded.
 */
export function followListIds(ids: string[] | undefined, changes: readonly TaskChange[]): ListIdsEdit {
  if (!ids) return { ids, reread: false };
  let next = ids;
  let reread = false;
  for (const { id, kind } of changes) {
    if (kind === 'created' || kind === 'saved') {
      if (!next.includes(id)) next = [id, ...next];
    } else if (kind === 'deleted' || kind === 'removed') {
      if (next.includes(id)) next = next.filter((held) => held !== id);
    } else if (kind === 'missed' || (kind === 'updated' && !next.includes(id))) reread = true;
  }
  return { ids: next, reread };
}
