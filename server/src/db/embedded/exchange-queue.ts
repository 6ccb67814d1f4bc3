import type { PGlite } from '@electric-sql/pglite';

// PGlite is one PostgreSQL session; the socket server lets many connections share it
// by queueing their protocol messages. Its own queue (pglite-socket 0.2.17) keeps a
// connection's messages together only inside an explicit transaction, so two
// connections' Parse/Bind/Execute/Sync exchanges can interleave: one then binds or
// executes the other's statement, answering it the other's rows (upstream issue
// electric-sql/pglite#1046). And a message that throws stops its queue for good.
// This queue gives the session to one connection for a whole exchange instead.

/** What the socket server's connection handlers call on their queue. */
interface ProtocolQueue {
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  getQueueLength(): number;
  clearQueueForHandler(handlerId: number): void;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

const SYNC = 0x53; // 'S': ends an extended-query exchange
const QUERY = 0x51; // 'Q': a simple query is an exchange of its own
const TERMINATE = 0x58; // 'X'
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);

/** After this message the session answers ReadyForQuery (a start-up message has no type byte). */
function endsExchange(message: Uint8Array): boolean {
  const type = message[0];
  return type === SYNC || type === QUERY || type === TERMINATE || type === 0;
}

/**
 * Runs the connections' messages one at a time, and a connection's exchange (from its
 * first message until the session is ready for a query again, and while a
 * transaction it began is open) with no other connection's message in between.
 */
export class ExchangeQueue implements ProtocolQueue {
  private readonly queue: QueuedMessage[] = [];
  /** The connection whose exchange is under way: only its messages run until it ends. */
  private owner: number | null = null;
  /** Connections gone (or failed): if one is the owner, its exchange is ended before anything else runs. */
  private readonly gone = new Set<number>();
  private running = false;
  private readonly db: PGlite;

  constructor(db: PGlite) {
    this.db = db;
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.run();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const queued = this.queue[i]!;
      if (queued.handlerId !== handlerId) continue;
      this.queue.splice(i, 1);
      queued.reject(new Error('connection closed'));
    }
  }

  /**
   * Called as a connection goes away: if it was mid-exchange or mid-transaction, the
   * run loop ends that (after the message it may be running now) before going on.
   */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.gone.add(handlerId);
    await this.run();
  }

  private next(): QueuedMessage | undefined {
    const i = this.owner === null ? 0 : this.queue.findIndex((q) => q.handlerId === this.owner);
    return i === -1 ? undefined : this.queue.splice(i, 1)[0];
  }

  /** Ends a gone owner's unfinished exchange (and any error state) and rolls back its open transaction. */
  private async releaseGoneOwner(): Promise<void> {
    if (this.owner !== null && this.gone.has(this.owner)) {
      await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC_MESSAGE)).catch(() => undefined);
      // `exec` takes the session's lock itself.
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
      this.owner = null;
    }
    // Nothing else can make a gone connection the owner: its messages are gone too.
    this.gone.clear();
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      // Stops when the queue is empty, or holds nothing from the owner yet: its next
      // message (or its going away) starts the loop again.
      for (;;) {
        await this.releaseGoneOwner();
        const queued = this.next();
        if (!queued) break;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(queued.message, {
              onRawData: (data) => {
                bytes += data.length;
                queued.onData(data);
              },
            }),
          );
        } catch (err) {
          // The connection sees its error and closes; its exchange is ended for the others.
          this.owner = queued.handlerId;
          this.gone.add(queued.handlerId);
          queued.reject(err as Error);
          continue;
        }
        const done = endsExchange(queued.message) && !this.db.isInTransaction();
        this.owner = done ? null : queued.handlerId;
        queued.resolve(bytes);
      }
    } finally {
      this.running = false;
    }
  }
}
