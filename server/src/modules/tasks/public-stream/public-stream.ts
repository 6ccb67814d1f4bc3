import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../../app-deps.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { RateLimitedError } from '../../../errors/rate-limited-error.ts';
import { PUBLIC_SCOPE } from '../task-scope.ts';
import { HEARTBEAT, listMessage, listVersion, RETRY_HINT } from './sse-message.ts';
import { LAST_CHUNK, takeOverSocket } from './sse-socket.ts';

/** Comment lines this often keep proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** A burst of changes (a bulk action, an import) becomes one rebuild and one message. */
const DEBOUNCE_MS = 75;
/** A viewer that has not read this much is stuck: it is dropped and reconnects. */
const MAX_UNSENT_BYTES = 4 * 1024 * 1024;
/** Viewers written to per turn of the event loop (see sendSlice). */
const WRITE_SLICE = 1_000;

interface StreamLimits {
  /** Viewers on this instance; 503 beyond (a balancer sends the next one elsewhere). */
  max: number;
  /** Viewers from one address; 429 beyond (one screen needs one). */
  perAddress: number;
}

interface Current {
  version: string;
  message: Buffer;
}

/**
 * The public list as a Server-Sent Events stream for anonymous wall screens
 * (issue 25). Every viewer costs its socket and one map entry, nothing more: once
 * the head is written the socket is taken out of Node's HTTP machinery (sse-socket.ts),
 * a change is read once (the kept public list), encoded and chunk-framed once into one
 * Buffer and that same Buffer is written to every socket. One heartbeat timer serves
 * all viewers. Members keep Socket.IO.
 *
 * Each instance hears of public changes from `Realtime.onPublicChanged` (its own
 * writes and, through Redis, the other instances'), and also re-checks the kept list
 * with every heartbeat, so a change it was not told of (Redis down, a hand-written
 * statement) still arrives within one heartbeat.
 */
export class PublicStream {
  /** Each viewer's socket and the address it counts against. */
  private readonly viewers = new Map<Socket, string>();
  private readonly perAddress = new Map<string, number>();
  private current: Current | null = null;
  /** Messages being written, oldest first, each with the viewers it goes to. */
  private readonly sends: { bytes: Buffer; to: Socket[] }[] = [];
  private heartbeat: NodeJS.Timeout | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private refreshing: Promise<Current> | null = null;
  private refreshAgain = false;
  /** Places reserved by viewers whose stream is not open yet. */
  private pendingCount = 0;
  private closed = false;
  /** One listener shared by every socket (`this` is the socket): no closure per viewer. */
  private readonly onClose: (this: Socket) => void;

  private readonly deps: AppDeps;
  private readonly limits: StreamLimits;

  constructor(deps: AppDeps, limits: StreamLimits) {
    this.deps = deps;
    this.limits = limits;
    const stream = this;
    this.onClose = function (this: Socket) {
      stream.remove(this);
    };
  }

  /** A change to public tasks was committed (here or on another instance). */
  changed(): void {
    if (this.closed || this.debounce || this.viewers.size === 0) return;
    this.debounce = setTimeout(() => {
      this.debounce = null;
      void this.refresh().catch((err) => this.deps.log.warn({ err }, 'public stream: list not rebuilt'));
    }, DEBOUNCE_MS);
  }

  /**
   * Takes a place for a viewer from `address`, before any await, so that a crowd
   * connecting at once cannot pass the limits. `release` gives it back.
   */
  reserve(address: string): void {
    if (this.closed || this.viewers.size + this.pendingCount >= this.limits.max) {
      throw new DomainError(
        'unavailable',
        'SERVICE_UNAVAILABLE',
        'Too many viewers on this server, retry later',
      );
    }
    const count = this.perAddress.get(address) ?? 0;
    if (count >= this.limits.perAddress) {
      throw new RateLimitedError('Too many dashboard streams from this address', 30);
    }
    this.perAddress.set(address, count + 1);
    this.pendingCount++;
  }

  release(address: string): void {
    this.pendingCount--;
    this.forget(address);
  }

  /** Opens the stream on a reserved place: the current list, unless `lastEventId` says the viewer has it. */
  async open(
    req: IncomingMessage,
    res: ServerResponse,
    address: string,
    lastEventId: string | undefined,
  ): Promise<void> {
    let current: Current;
    try {
      current = await this.latest();
    } catch (err) {
      this.release(address);
      throw err;
    }
    this.pendingCount--;
    const socket = this.closed ? null : takeOverSocket(req, res);
    if (!socket) {
      this.forget(address);
      res.destroy();
      return;
    }
    socket.write(RETRY_HINT);
    if (lastEventId !== current.version) socket.write(current.message);
    this.viewers.set(socket, address);
    socket.on('close', this.onClose);
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS);
  }

  /** Ends every stream (shutdown): browsers reconnect, through the balancer, elsewhere. */
  close(): void {
    this.closed = true;
    if (this.debounce) clearTimeout(this.debounce);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.sends.length = 0;
    for (const socket of this.viewers.keys()) socket.end(LAST_CHUNK);
  }

  private remove(socket: Socket): void {
    const address = this.viewers.get(socket);
    if (address === undefined) return;
    this.viewers.delete(socket);
    this.forget(address);
    if (this.viewers.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private forget(address: string): void {
    const count = (this.perAddress.get(address) ?? 1) - 1;
    if (count > 0) this.perAddress.set(address, count);
    else this.perAddress.delete(address);
  }

  private beat(): void {
    this.write(HEARTBEAT);
    // Catches a change no notice announced; costs one look at the change log.
    this.changed();
  }

  /** The list as kept now; reading it also sends it to the viewers when it changed. */
  private latest(): Promise<Current> {
    return this.refreshing ?? this.refresh();
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
          PUBLIC_SCOPE,
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

  /** The same bytes to every viewer; one that stopped reading is dropped (it reconnects and catches up). */
  private write(bytes: Buffer): void {
    // The viewers of now: one who connects later got the current list on connecting.
    this.sends.push({ bytes, to: [...this.viewers.keys()] });
    if (this.sends.length === 1) this.sendSlice(0);
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
