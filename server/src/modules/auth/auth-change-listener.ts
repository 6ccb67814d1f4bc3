import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { SessionChange, SessionService } from './session.service.ts';

/** Written by the triggers of db/migrations/20261125-0001-auth-change-notices. */
const AUTH_CHANGED_CHANNEL = 'tm_auth_changed';
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'tm-session-notices';
/** The connection that sends this instance's keepalive notices. */
const KEEPALIVE_APPLICATION_NAME = 'tm-session-keepalive';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;
/** A keepalive back vouches for the kept sessions this many intervals past its sending. */
const TRUST_INTERVALS = 3;
/** A keepalive unanswered this many intervals: the link is given up and made anew. */
const DEAD_INTERVALS = 10;

export interface AuthChangeListener {
  stop(): Promise<void>;
}

/** One attempt at listening: the listening connection, and the one that sends it keepalives. */
interface Link {
  listen: pg.Client;
  send: pg.Client;
  timer: NodeJS.Timeout | null;
  /** The keepalive sent and not yet heard back. */
  pending: { payload: string; sentAt: number } | null;
}

/**
 * Listens on its own connection for the database's notices of changed sessions and
 * users, and passes them to `sessions` (which forgets what it kept of them and tells
 * the sockets).
 *
 * An open connection is no proof that notices arrive: a pooler in transaction mode
 * never forwards them, and a link dropped silently looks idle. So every
 * `keepaliveMs` the instance sends a notice of its own on the channel, over a second
 * connection as any change would come, and trusts its kept sessions only for a few
 * intervals past the sending of the last one it heard back (notices arrive in commit
 * order: hearing it means every change committed before it was heard). One unheard
 * for much longer and both connections are dropped and made anew. Whenever the trust
 * resumes after a lapse, notices may have been missed: everything kept is forgotten
 * and every socket checked again.
 */
export async function startAuthChangeListener(
  databaseUrl: string,
  sessions: SessionService,
  log: Logger,
  keepaliveMs: number,
): Promise<AuthChangeListener> {
  const cache = sessions.cache;
  // Every instance hears every other's keepalives on the shared channel: its own carry this.
  const ownPrefix = `k:${randomUUID()}:`;
  let sent = 0;
  let stopped = false;
  let link: Link | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = RETRY_MIN_MS;
  // One warning per outage, not one per attempt to come back.
  let warned = false;
  let firstHeard: () => void = () => undefined;
  const heardOnce = new Promise<void>((resolve) => (firstHeard = resolve));

  const apply = (payload: string | undefined) => {
    if (payload?.startsWith('k:')) return;
    let change: SessionChange = 'all';
    if (payload?.startsWith('s:')) change = { session: payload.slice(2) };
    else if (payload?.startsWith('u:')) change = { user: payload.slice(2) };
    sessions.changed(change);
  };

  const heard = (l: Link, payload: string | undefined) => {
    if (link !== l) return;
    if (payload === undefined || payload !== l.pending?.payload) return apply(payload);
    const { sentAt } = l.pending;
    l.pending = null;
    retryMs = RETRY_MIN_MS;
    if (warned) log.info('session change notices arrive again: sessions are kept in memory');
    warned = false;
    firstHeard();
    if (cache.trustUntil(sentAt + TRUST_INTERVALS * keepaliveMs)) sessions.changed('all');
  };

  const lost = (l: Link, err?: Error) => {
    if (link !== l) return;
    link = null;
    if (l.timer) clearInterval(l.timer);
    if (!warned && !stopped) {
      warned = true;
      log.warn({ err }, 'session change notices lost: every session is checked in the database until back');
    }
    cache.distrust();
    for (const c of [l.listen, l.send]) c.end().catch(() => undefined);
    if (!stopped) retry();
  };

  const keepalive = (l: Link) => {
    if (l.pending) {
      if (Date.now() - l.pending.sentAt > DEAD_INTERVALS * keepaliveMs) {
        lost(l, new Error('the keepalive notices stopped coming back'));
      }
      return;
    }
    const payload = `${ownPrefix}${++sent}`;
    l.pending = { payload, sentAt: Date.now() };
    l.send
      .query('select pg_notify($1, $2)', [AUTH_CHANGED_CHANNEL, payload])
      .catch((err: Error) => lost(l, err));
  };

  const retry = () => {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const client = (applicationName: string) =>
    new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      // A database that does not answer must not hold the start (or a retry) for minutes.
      connectionTimeoutMillis: 5_000,
      application_name: applicationName,
    });

  const connect = async () => {
    const l: Link = {
      listen: client(LISTENER_APPLICATION_NAME),
      send: client(KEEPALIVE_APPLICATION_NAME),
      timer: null,
      pending: null,
    };
    link = l;
    for (const c of [l.listen, l.send]) {
      c.on('error', (err) => lost(l, err));
      c.on('end', () => lost(l));
    }
    l.listen.on('notification', (n) => {
      if (n.channel === AUTH_CHANGED_CHANNEL) heard(l, n.payload);
    });
    try {
      await Promise.all([l.listen.connect(), l.send.connect()]);
      await l.listen.query(`listen ${AUTH_CHANGED_CHANNEL}`);
    } catch (err) {
      lost(l, err as Error);
      return;
    }
    if (link !== l || stopped) return;
    l.timer = setInterval(() => keepalive(l), keepaliveMs);
    l.timer.unref();
    keepalive(l);
  };

  await connect();
  // The start waits (briefly) for the first keepalive back, so an instance serves its
  // first requests with the cache already in use; if none comes, they ask the database.
  let waited: NodeJS.Timeout | undefined;
  await Promise.race([
    heardOnce,
    new Promise((r) => (waited = setTimeout(r, TRUST_INTERVALS * keepaliveMs))),
  ]);
  clearTimeout(waited);
  return {
    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const l = link;
      link = null;
      if (l?.timer) clearInterval(l.timer);
      cache.distrust();
      await Promise.all([l?.listen.end(), l?.send.end()].map((p) => p?.catch(() => undefined)));
    },
  };
}
