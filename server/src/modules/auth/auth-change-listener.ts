import pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { SessionCache } from './session-cache.ts';

/** Written by the triggers of db/migrations/20261125-0001-auth-change-notices. */
export const AUTH_CHANGED_CHANNEL = 'tm_auth_changed';
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'tm-session-notices';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

export interface AuthChangeListener {
  stop(): Promise<void>;
}

/**
 * Listens on its own connection for the database's notices of changed sessions and
 * users, and makes `cache` forget them. The cache is live only while this
 * connection is: from the moment LISTEN is in place until the connection fails.
 * Notices sent while it was down are lost, so the cache starts empty every time it
 * comes back (SessionCache.setLive), and until then every request asks the database.
 */
export async function startAuthChangeListener(
  databaseUrl: string,
  cache: SessionCache,
  log: Logger,
): Promise<AuthChangeListener> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = RETRY_MIN_MS;

  const apply = (payload: string | undefined) => {
    if (payload?.startsWith('s:')) cache.forgetSession(payload.slice(2));
    else if (payload?.startsWith('u:')) cache.forgetUser(payload.slice(2));
    else cache.forgetAll();
  };

  const lost = (c: pg.Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    // One warning per outage, not one per attempt to come back.
    if (cache.isLive && !stopped) {
      log.warn({ err }, 'session change notices lost: every session is checked in the database until back');
    }
    cache.setLive(false);
    c.end().catch(() => undefined);
    if (!stopped) retry();
  };

  const retry = () => {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const c = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      // A database that does not answer must not hold the start (or a retry) for minutes.
      connectionTimeoutMillis: 5_000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (n.channel === AUTH_CHANGED_CHANNEL) apply(n.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${AUTH_CHANGED_CHANNEL}`);
    } catch (err) {
      lost(c, err as Error);
      return;
    }
    if (client !== c || stopped) return;
    retryMs = RETRY_MIN_MS;
    cache.setLive(true);
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = null;
      cache.setLive(false);
      await c?.end().catch(() => undefined);
    },
  };
}
