import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../../app-deps.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { RateLimitedError } from '../../../errors/rate-limited-error.ts';
import { publicListScope } from '../task-list.service.ts';
import { scopeKey } from '../task-scope.ts';
import { type Current, ListFeed } from './list-feed.ts';
import { HEARTBEAT, RETRY_HINT } from './sse-message.ts';
import { LAST_CHUNK, takeOverSocket } from './sse-socket.ts';

/** Comment lines this often keep proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

interface StreamLimits {
  /** Viewers on this instance, of every list; 503 beyond (a balancer sends the next one elsewhere). */
  max: number;
  /** Viewers from one address, of every list; 429 beyond (one screen needs one). */
  perAddress: number;
}

/**
 * The public lists as Server-Sent Events streams for anonymous wall screens (issue 25):
 * `/api/tasks/public/stream` the instance's list, `?project=KEY` one project's
 * (`/dashboard/{KEY}`, issue 31). Every viewer costs its socket and two map entries,
 * nothing more: once the head is written the socket is taken out of Node's HTTP machinery
 * (sse-socket.ts), and each list is one ListFeed (list-feed.ts) that reads a change once
 * and writes the same Buffer to each of its viewers. Members keep Socket.IO.
 *
 * One stream holding a feed per list, rather than a stream per list: the limits count
 * every viewer of every list (per address and per instance), and one heartbeat timer
 * serves them all; what differs per list is its current message, its writes in flight
 * and its rebuild, which is the feed. A feed exists while it has viewers, so an instance
 * rebuilds only the lists someone watches.
 *
 * Each instance hears of public changes from `Realtime.onPublicChanged` (its own
 * writes and, through Redis, the other instances'), which does not say which lists
 * changed: every watched list checks its kept copy (one look at the change log each)
 * and sends only if its version moved. Every heartbeat does the same, so a change it was
 * not told of (Redis down, a hand-written statement) still arrives within one heartbeat.
 */
export class PublicStream {
  /** Each viewer's socket and the list it watches (the feed holds its address). */
  private readonly viewers = new Map<Socket, ListFeed>();
  private readonly perAddress = new Map<string, number>();
  /** The watched lists, by their scope's key. */
  private readonly feeds = new Map<string, ListFeed>();
  private heartbeat: NodeJS.Timeout | null = null;
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
    if (this.closed) return;
    for (const feed of this.feeds.values()) feed.changed();
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

  /**
   * Opens the stream on a reserved place, for the list the address asks for (`?project=KEY`;
   * 404, before anything is written, for a key the public list refuses): its current list,
   * unless Last-Event-ID says the viewer has it.
   */
  async open(req: IncomingMessage, res: ServerResponse, address: string): Promise<void> {
    const lastEventId = req.headers['last-event-id'];
    let joined: { feed: ListFeed; current: Current };
    try {
      joined = await this.join(projectKeyOf(req.url));
    } catch (err) {
      this.release(address);
      throw err;
    }
    const { feed, current } = joined;
    this.pendingCount--;
    feed.pending--;
    const socket = this.closed ? null : takeOverSocket(req, res);
    if (!socket) {
      this.forget(address);
      this.leave(feed);
      res.destroy();
      return;
    }
    socket.write(RETRY_HINT);
    if (lastEventId !== current.version) socket.write(current.message);
    feed.viewers.set(socket, address);
    this.viewers.set(socket, feed);
    socket.on('close', this.onClose);
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS);
  }

  /** Ends every stream (shutdown): browsers reconnect, through the balancer, elsewhere. */
  close(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const feed of this.feeds.values()) feed.stop();
    for (const socket of this.viewers.keys()) socket.end(LAST_CHUNK);
  }

  /** The list a viewer asks for and its current message, with the viewer counted as on its way in. */
  private async join(projectKey: string | undefined): Promise<{ feed: ListFeed; current: Current }> {
    const scope = await publicListScope(this.deps.orm.em.fork() as EntityManager, projectKey);
    const key = scopeKey(scope);
    let feed = this.feeds.get(key);
    if (!feed) {
      feed = new ListFeed(this.deps, scope, key);
      this.feeds.set(key, feed);
    }
    feed.pending++;
    try {
      return { feed, current: await feed.latest() };
    } catch (err) {
      feed.pending--;
      this.leave(feed);
      throw err;
    }
  }

  /** A viewer left `feed` (or never made it in): the feed goes once nobody watches it. */
  private leave(feed: ListFeed): void {
    if (!feed.idle) return;
    feed.stop();
    if (this.feeds.get(feed.key) === feed) this.feeds.delete(feed.key);
  }

  private remove(socket: Socket): void {
    const feed = this.viewers.get(socket);
    if (!feed) return;
    const address = feed.viewers.get(socket)!;
    this.viewers.delete(socket);
    feed.viewers.delete(socket);
    this.forget(address);
    this.leave(feed);
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
    for (const feed of this.feeds.values()) {
      feed.write(HEARTBEAT);
      // Catches a change no notice announced; costs one look at the change log.
      feed.changed();
    }
  }
}

/** `?project=KEY` of the stream's address (the same parameter as GET /api/tasks/public's). */
function projectKeyOf(url: string | undefined): string | undefined {
  const query = url?.indexOf('?') ?? -1;
  if (query < 0) return undefined;
  return new URLSearchParams(url!.slice(query + 1)).get('project') ?? undefined;
}
