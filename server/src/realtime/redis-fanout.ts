import { createHash } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient, type RedisClientType } from 'redis';
import type { Logger } from '../logger.ts';
import type { AdapterFactory } from './adapter-factory.ts';
import type { Realtime } from './realtime.ts';

export interface RedisFanout {
  /** True once events cross instances through Redis. */
  readonly active: boolean;
  close(): Promise<void>;
}

// How long the start waits for Redis before serving on this instance alone.
const START_WAIT_MS = 3_000;

/**
 * Fans Socket.IO out across instances through Redis Streams. The streams adapter
 * (not the pub/sub one) is used because it keeps connection state recovery
 * working across instances: missed packets are replayed from the stream.
 *
 * Redis is never required for an instance to serve: while it is unreachable,
 * events reach this instance's sockets only and presence counts local sockets;
 * when it answers again fan-out resumes on its own.
 */
export async function startRedisFanout(
  realtime: Realtime,
  url: string,
  databaseUrl: string,
  log: Logger,
): Promise<RedisFanout> {
  const prefix = fanoutPrefix(databaseUrl);
  // The publishing client fails fast when Redis is down (no offline queue), so a
  // local emit is never held back waiting for Redis.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
  }) as RedisClientType;
  const duplicates: RedisClientType[] = [];
  // The adapter's stream reader and subscriber are duplicates of this client. They
  // keep an offline queue: a reader without one would retry XREAD in a tight loop
  // while Redis is down.
  const duplicate = client.duplicate.bind(client);
  Object.assign(client, {
    duplicate: (overrides?: object) => {
      const copy = duplicate({ ...overrides, disableOfflineQueue: false }) as RedisClientType;
      duplicates.push(copy);
      return copy;
    },
  });

  // The adapter saves a disconnected socket's recovery state with a SET it never
  // awaits; while Redis is down that rejection would be unhandled and end the
  // process. Losing that state only means the client refetches instead.
  const set = client.set.bind(client);
  Object.assign(client, {
    set: (...args: Parameters<typeof set>) =>
      set(...args).catch((err: Error) => {
        log.warn({ err: err.message }, 'Redis unreachable: a socket’s recovery state was not saved');
        return null;
      }),
  });

  // Messages no other instance keeps (a server-side emit such as a renamed or demoted
  // member, a presence request) go out with a PUBLISH the adapter never awaits either.
  // While Redis is down the other instances learn of role changes and ended sessions
  // from the database instead (socket-session-watch.ts).
  const publish = client.publish.bind(client);
  Object.assign(client, {
    publish: (...args: Parameters<typeof publish>) =>
      publish(...args).catch((err: Error) => {
        log.warn({ err: err.message }, 'Redis unreachable: a message to the other instances was not sent');
        return 0;
      }),
  });

  let active = false;
  // One warning per outage, not one per reconnection attempt.
  let warned = false;
  client.on('error', (err: Error) => {
    if (warned) return;
    warned = true;
    log.warn(
      { err: err.message, redis: redactUrl(url) },
      'Redis unreachable: real-time events stay on this instance until it answers',
    );
  });
  client.on('ready', () => {
    warned = false;
    if (!active) {
      active = true;
      const adapter = createAdapter(client, {
        streamName: `${prefix}:stream`,
        channelPrefix: `${prefix}:ch`,
        sessionKeyPrefix: `${prefix}:session:`,
      });
      realtime.useAdapter(adapter as unknown as AdapterFactory, true);
    }
    log.info('Redis connected: real-time events fan out across instances');
  });

  const connected = client.connect().then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([connected, new Promise((r) => (timer = setTimeout(r, START_WAIT_MS)))]);
  clearTimeout(timer);

  return {
    get active() {
      return active;
    },
    async close() {
      // The adapter was closed with the Socket.IO server; its readers stop once their clients go.
      for (const d of duplicates) d.destroy();
      if (client.isReady) await client.close().catch(() => client.destroy());
      else client.destroy();
    },
  };
}

/**
 * Instances that share a database are one deployment; their stream, channels and
 * recovery sessions are named after that database, so several deployments (or
 * test runs) can share one Redis without hearing each other.
 */
export function fanoutPrefix(databaseUrl: string): string {
  const u = new URL(databaseUrl);
  const id = createHash('sha256').update(`${u.hostname}:${u.port}${u.pathname}`).digest('hex').slice(0, 12);
  return `tm:${id}`;
}

function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
