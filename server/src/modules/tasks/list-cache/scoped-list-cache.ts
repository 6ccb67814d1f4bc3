import type { EntityManager } from '@mikro-orm/postgresql';
import { scopeKey, type TaskScope } from '../task-scope.ts';
import { type CachedList, SnapshotCache, type SnapshotCacheOptions } from './snapshot-cache.ts';

/** Views kept at once; the least recently read goes first (each member's lists are their own). */
const MAX_VIEWS = 200;

/**
 * A kept list per view: one SnapshotCache for each distinct scopeKey (task-scope.ts),
 * made on first use. Readers whose scopes share a key see the same tasks, so they
 * share the entry; a predicate that splits the views (projects, clients) splits the
 * key there, and every list follows without a change here. At most MAX_VIEWS are kept.
 */
export class ScopedListCache<T> {
  private readonly byScope = new Map<string, SnapshotCache<T>>();
  private readonly load: (em: EntityManager, scope: TaskScope) => Promise<T>;
  private readonly options: SnapshotCacheOptions;

  constructor(load: (em: EntityManager, scope: TaskScope) => Promise<T>, options: SnapshotCacheOptions) {
    this.load = load;
    this.options = options;
  }

  get(em: EntityManager, scope: TaskScope): Promise<CachedList<T>> {
    const key = scopeKey(scope);
    let cache = this.byScope.get(key);
    if (cache) this.byScope.delete(key);
    else cache = new SnapshotCache((e) => this.load(e, scope), scope, this.options);
    // A Map iterates in insertion order: set again, the view is the most recent.
    this.byScope.set(key, cache);
    if (this.byScope.size > MAX_VIEWS) this.byScope.delete(this.byScope.keys().next().value!);
    return cache.get(em);
  }
}
