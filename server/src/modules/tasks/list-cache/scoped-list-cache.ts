import type { EntityManager } from '@mikro-orm/postgresql';
import { scopeKey, type TaskScope } from '../task-scope.ts';
import { type CachedList, SnapshotCache, type SnapshotCacheOptions } from './snapshot-cache.ts';

/**
 * A kept list per view: one SnapshotCache for each distinct scopeKey (task-scope.ts),
 * made on first use. Readers whose scopes share a key see the same tasks, so they
 * share the entry; a predicate that splits the views (projects, clients) splits the
 * key there, and every list follows without a change here.
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
    if (!cache) {
      cache = new SnapshotCache((e) => this.load(e, scope), this.options);
      this.byScope.set(key, cache);
    }
    return cache.get(em);
  }
}
