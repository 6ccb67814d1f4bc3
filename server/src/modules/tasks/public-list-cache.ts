import type { PublicTask } from '@tm/domain/task/task.schema';
import { type JsonBody, toJsonBody } from './json-body.ts';
import { perApp } from './per-app.ts';

// Every wall screen and anonymous visitor reads the public list, which changes
// rarely: building it per request made it the slowest path per byte served.
// Changes on this instance invalidate it at once (task events). Changes it cannot
// see (another instance, a renamed assignee) show within about MAX_AGE_MS: an older
// copy is still answered while a fresh one is built, so readers never wait for a
// rebuild that nothing asked for; past STALE_LIMIT_MS they wait.
const MAX_AGE_MS = 2_000;
const STALE_LIMIT_MS = 30_000;

interface Entry extends JsonBody {
  value: PublicTask[];
  at: number;
}

class PublicListCache {
  private entry: Entry | null = null;
  private generation = 0;
  private pending: { generation: number; promise: Promise<Entry> } | null = null;

  invalidate(): void {
    this.generation++;
    this.entry = null;
  }

  get(load: () => Promise<PublicTask[]>): Promise<Entry> {
    const age = this.entry ? Date.now() - this.entry.at : Number.POSITIVE_INFINITY;
    if (this.entry && age < MAX_AGE_MS) return Promise.resolve(this.entry);
    if (this.entry && age < STALE_LIMIT_MS) {
      // A failed refresh keeps the older copy until the stale limit; the next reader retries.
      this.build(load).catch(() => undefined);
      return Promise.resolve(this.entry);
    }
    return this.build(load);
  }

  private build(load: () => Promise<PublicTask[]>): Promise<Entry> {
    // Concurrent readers share one query; a load started before an invalidation is not reused after it.
    if (this.pending?.generation === this.generation) return this.pending.promise;
    const generation = this.generation;
    const promise = load().then((value) => {
      const entry = { value, ...toJsonBody(value), at: Date.now() };
      if (generation === this.generation) this.entry = entry;
      return entry;
    });
    this.pending = { generation, promise };
    void promise.then(
      () => this.clearPending(promise),
      () => this.clearPending(promise),
    );
    return promise;
  }

  private clearPending(promise: Promise<Entry>): void {
    if (this.pending?.promise === promise) this.pending = null;
  }
}

export const publicListCache = perApp(() => new PublicListCache());
