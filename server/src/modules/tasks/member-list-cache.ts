import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task } from '@tm/domain/task/task.schema';
import { type JsonBody, toJsonBody } from './json-body.ts';
import { perApp } from './per-app.ts';
import { listChangedSince, readWithSnapshot } from './task-list-changes.ts';

// Every member's board opens with the whole task list: thousands of tasks, the
// same bytes for everyone, read far more often than written. The JSON is kept
// with the database snapshot it was read in and answered again only after the
// database confirms that no write has committed since (task-list-changes.ts).
// The check runs at request time against the database, so a write acknowledged
// by any instance, a job or a hand-written statement is always seen.

/** Well above the largest list in the benchmarks (10,000 tasks: 15 MB); larger lists are built per request. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/** Kept well under KEEP_CHANGES_MINUTES, so the change log still holds every row a check needs. */
const MAX_AGE_MS = 60_000;

interface Entry extends JsonBody {
  snapshot: string;
  builtAt: number;
  /** Orders builds: a newer build started later and saw at least as much. */
  ticket: number;
}

class MemberListCache {
  private entry: Entry | null = null;
  private pending: { ticket: number; promise: Promise<Entry> } | null = null;
  private tickets = 0;

  async get(em: EntityManager, load: (em: EntityManager) => Promise<Task[]>): Promise<JsonBody> {
    const arrival = ++this.tickets;
    const entry = this.entry;
    if (entry && Date.now() - entry.builtAt < MAX_AGE_MS && !(await listChangedSince(em, entry.snapshot))) {
      return entry;
    }
    // A build that started after this request arrived read every write acknowledged before it.
    if (this.pending && this.pending.ticket > arrival) return this.pending.promise;
    return this.build(em, load);
  }

  private build(em: EntityManager, load: (em: EntityManager) => Promise<Task[]>): Promise<Entry> {
    const ticket = ++this.tickets;
    const promise = readWithSnapshot(em, load).then(({ value, snapshot }) => {
      const built: Entry = { ...toJsonBody(value), snapshot, builtAt: Date.now(), ticket };
      if (built.body.length <= MAX_CACHED_BYTES && (!this.entry || this.entry.ticket < ticket))
        this.entry = built;
      return built;
    });
    this.pending = { ticket, promise };
    const clear = () => {
      if (this.pending?.promise === promise) this.pending = null;
    };
    promise.then(clear, clear);
    return promise;
  }
}

export const memberListCache = perApp(() => new MemberListCache());
