import type { Socket } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../../app-deps.ts';
import type { TaskScope } from '../task-scope.ts';
import { listMessage, listVersion } from './sse-message.ts';

/** A burst of changes (a bulk action, an import) becomes one rebuild and one message. */
const DEBOUNCE_MS = 75;
/** A viewer that has not read this much is stuck: it is dropped and reconnects. */
const MAX_UNSENT_BYTES = 4 * 1024 * 1024;
/** Viewers written to per turn of the event loop (see sendSlice). */
const WRITE_SLICE = 1_000;

export interface Current {
  version: string;
  message: Buffer;
}

/**
 * One public list (the instance's, or one project's) and the viewers watching it:
 * a change is read once (the kept list of its scope), encoded and chunk-framed once
 * into one Buffer, and that same Buffer is written to each of its viewers. The stream
 * (public-stream.ts) owns the sockets, the limits and the heartbeat; a feed lives while
 * it has viewers or viewers on their way in (`pending`).
 */
export class ListFeed {
  /** Each viewer's socket and the address it counts against. */
  readonly viewers = new Map<Socket, string>();
  /** Viewers whose stream is waiting for this list before it opens. */
  pending = 0;
  private current: Current | null = null;
  /** Messages being written, oldest first, each with the viewers it goes to. */
  private readonly sends: { bytes: Buffer; to: Socket[] }[] = [];
  private debounce: NodeJS.Timeout | null = null;
  private refreshing: Promise<Current> | null = null;
  private refreshAgain = false;
  private stopped = false;

  private readonly deps: AppDeps;
  private readonly scope: TaskScope;
  /** The scope's key (task-scope.ts `scopeKey`), under which the stream keeps this feed. */
  readonly key: string;

  constructor(deps: AppDeps, scope: TaskScope, key: string) {
    this.deps = deps;
    this.scope = scope;
    this.key = key;
  }

  get idle(): boolean {
    return this.viewers.size === 0 && this.pending === 0;
  }

  /** Public tasks may have changed: read the list again soon, if anyone watches. */
  changed(): void {
    if (this.stopped || this.debounce || this.idle) return;
    this.debounce = setTimeout(() => {
      this.debounce = null;
      void this.refresh().catch((err) => this.deps.log.warn({ err }, 'public stream: list not rebuilt'));
    }, DEBOUNCE_MS);
  }

  /** The list as kept now; reading it also sends it to the viewers when it changed. */
  latest(): Promise<Current> {
    return this.refreshing ?? this.refresh();
  }

  /** The same bytes to every viewer; one that stopped reading is dropped (it reconnects and catches up). */
  write(bytes: Buffer): void {
    if (this.stopped) return;
    // The viewers of now: one who connects later got the current list on connecting.
    this.sends.push({ bytes, to: [...this.viewers.keys()] });
    if (this.sends.length === 1) this.sendSlice(0);
  }

  /** No more reads or writes (the last viewer left, or the server stops). */
  stop(): void {
    this.stopped = true;
    if (this.debounce) clearTimeout(this.debounce);
    this.sends.length = 0;
  }

  /** Reads the kept list (one check of the change log) and sends it when its version moved. */
  private refresh(): Promise<Current> {
    if (this.refreshing) {
      // A change came in during a read that may have started before it: read once more after.
      this.refreshAgain = true;
      return this.refreshing;
    }
    const run = async (): Promise<Current> => {
      let current: Current;
      do {
        this.refreshAgain = false;
        const list = await this.deps.taskLists.public.get(
          this.deps.orm.em.fork() as EntityManager,
          this.scope,
        );
        const version = listVersion(list);
        current =
          this.current?.version === version ? this.current : { version, message: listMessage(list, version) };
        if (current !== this.current) {
          this.current = current;
          this.write(current.message);
        }
      } while (this.refreshAgain);
      return current;
    };
    const promise = run().finally(() => {
      this.refreshing = null;
    });
    this.refreshing = promise;
    return promise;
  }

  /**
   * Writes the first queued send to WRITE_SLICE of its viewers, then yields to the event
   * loop before the next slice, so members' requests and events are not held for the
   * whole of a change to thousands of viewers. Sends go out in order.
   */
  private sendSlice(from: number): void {
    const send = this.sends[0];
    if (!send) return;
    const end = Math.min(from + WRITE_SLICE, send.to.length);
    for (let i = from; i < end; i++) {
      const socket = send.to[i]!;
      if (!this.viewers.has(socket)) continue;
      if (socket.writableLength > MAX_UNSENT_BYTES) socket.destroy();
      else socket.write(send.bytes);
    }
    if (end < send.to.length) {
      setImmediate(() => this.sendSlice(end));
      return;
    }
    this.sends.shift();
    if (this.sends.length > 0) setImmediate(() => this.sendSlice(0));
  }
}
