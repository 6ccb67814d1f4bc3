import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaskScope } from '../task-scope.ts';
import { type JsonBody, toJsonBody } from './json-body.ts';
import { listChangedSince, readWithSnapshot } from './list-changes.ts';

// The task lists are read far more often than written: the whole members' list
// opens every board (thousands of tasks, the same bytes for everyone), the public
// list is polled by every wall screen. Each list is kept, as a value and as JSON, with
// the database snapshot it was read in, and answered again only after the database
// confirms that no write has committed since (list-changes.ts). The check runs at
// request time against the database, so a write acknowledged by any instance, a job
// or a hand-written statement is always in the next answer.

/** Kept well under KEEP_CHANGES_MINUTES, so the change log still holds every row a check needs. */
const MAX_AGE_MS = 60_000;

/** A list as kept: its value (for tRPC, which serialises its own answer) and its JSON (for REST). */
export interface CachedList<T> extends JsonBody {
  value: T;
}

interface Entry<T> extends CachedList<T> {
  snapshot: string;
  builtAt: number;
  /** Orders builds: a newer build started later and saw at least as much. */
  ticket: number;
}

interface Check<T> {
  entry: Entry<T>;
  changed: Promise<boolean>;
}

export interface SnapshotCacheOptions {
  /** Larger values are built for each request and not kept. */
  maxBytes: number;
}

export class SnapshotCache<T> {
  private entry: Entry<T> | null = null;
  private pending: { ticket: number; promise: Promise<Entry<T>> } | null = null;
  private tickets = 0;
  private running: Promise<boolean> | null = null;
  private queued: Check<T> | null = null;

  private readonly load: (em: EntityManager) => Promise<T>;
  private readonly options: SnapshotCacheOptions;
  private readonly scope: TaskScope;

  /** `scope`: whose list it is, so that only changes it shows make it read again. */
  constructor(load: (em: EntityManager) => Promise<T>, scope: TaskScope, options: SnapshotCacheOptions) {
    this.load = load;
    this.scope = scope;
    this.options = options;
  }

  async get(em: EntityManager): Promise<CachedList<T>> {
    const arrival = ++this.tickets;
    const entry = this.entry;
    if (entry && Date.now() - entry.builtAt < MAX_AGE_MS && !(await this.changedSince(em, entry))) {
      return entry;
    }
    // A build that started after this request arrived read every write acknowledged before it.
    if (this.pending && this.pending.ticket > arrival) return this.pending.promise;
    return this.build(em);
  }

  /**
   * Whether a write has committed since `entry` was read, by a check that starts after
   * the caller arrived. One check runs at a time: readers arriving while one runs share
   * the next, so a crowd of readers costs one look at the change log per round trip.
   */
  private changedSince(em: EntityManager, entry: Entry<T>): Promise<boolean> {
    if (this.queued?.entry === entry) return this.queued.changed;
    const running = this.running;
    if (!running) return this.startCheck(em, entry);
    const queued: Check<T> = {
      entry,
      changed: running.then(
        () => this.startQueued(em, queued),
        () => this.startQueued(em, queued),
      ),
    };
    this.queued = queued;
    return queued.changed;
  }

  private startQueued(em: EntityManager, check: Check<T>): Promise<boolean> {
    if (this.queued === check) this.queued = null;
    return this.startCheck(em, check.entry);
  }

  private startCheck(em: EntityManager, entry: Entry<T>): Promise<boolean> {
    const changed = listChangedSince(em, entry.snapshot, this.scope);
    this.running = changed;
    const clear = () => {
      if (this.running === changed) this.running = null;
    };
    changed.then(clear, clear);
    return changed;
  }

  private build(em: EntityManager): Promise<Entry<T>> {
    const ticket = ++this.tickets;
    const promise = readWithSnapshot(em, this.load).then(({ value, snapshot }) => {
      const built: Entry<T> = { value, ...toJsonBody(value), snapshot, builtAt: Date.now(), ticket };
      if (built.body.length <= this.options.maxBytes && (!this.entry || this.entry.ticket < ticket)) {
        this.entry = built;
      }
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
