import pg from 'pg';
import { ConfigError } from '../config/env.ts';
import type { Logger } from '../logger.ts';

// Advisory locks of this database (the migration and seed locks are 7_461_020_001 and _002).
const CHECK_LOCK_ID = 7_461_020_010;
/** Held shared by every running instance, one lock per value of the setting. */
const guardLock = (allowPrivate: boolean) => (allowPrivate ? 7_461_020_012 : 7_461_020_011);

const APPLICATION_NAME = 'taskmanager-settings';
const RECONNECT_MS = 5_000;

const word = (on: boolean) => (on ? 'on' : 'off');

export interface SharedSettingsHold {
  release(): Promise<void>;
}

/**
 * ALLOW_PRIVATE_INTEGRATION_URLS must be the same on every instance of a database:
 * a webhook or push endpoint saved through a guarded instance is delivered by
 * whichever instance runs the job, so one unguarded instance unguards them all.
 * Each running instance holds a shared lock named after its value (on a connection of
 * its own, for as long as it runs); a starting instance whose value's opposite is
 * held refuses to start. The check and the taking run under one lock, so two
 * instances started together with different values cannot both pass. When every
 * instance has stopped, the next one to start sets the value.
 */
export async function holdSharedSettings(
  databaseUrl: string,
  allowPrivate: boolean,
  log: Logger,
): Promise<SharedSettingsHold> {
  let client = await connect(databaseUrl);
  let released = false;
  try {
    await client.query('select pg_advisory_lock($1)', [CHECK_LOCK_ID]);
    try {
      if (await otherValueHeld(client, allowPrivate)) {
        throw new ConfigError(
          `ALLOW_PRIVATE_INTEGRATION_URLS is ${word(allowPrivate)} here but ${word(!allowPrivate)} on the ` +
            'instances already running on this database: every instance must use the same value ' +
            '(to change it, stop every instance, then start them with the new value)',
        );
      }
      await client.query('select pg_advisory_lock_shared($1)', [guardLock(allowPrivate)]);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [CHECK_LOCK_ID]).catch(() => undefined);
    }
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }

  // A lost connection (the database restarted) loses the lock: it is taken again.
  let timer: NodeJS.Timeout | null = null;
  const watch = (c: pg.Client) => {
    const lost = (err?: Error) => {
      if (released || c !== client || timer) return;
      log.warn({ err }, 'lost the connection holding the shared settings lock; reconnecting');
      timer = setTimeout(retake, RECONNECT_MS);
      c.end().catch(() => undefined);
    };
    c.on('error', lost);
    c.on('end', () => lost());
  };
  const retake = async () => {
    timer = null;
    if (released) return;
    try {
      const next = await connect(databaseUrl);
      client = next;
      watch(next);
      if (await otherValueHeld(next, allowPrivate)) {
        log.error(
          { allowPrivateIntegrationUrls: allowPrivate },
          'an instance with another ALLOW_PRIVATE_INTEGRATION_URLS started on this database while ours was disconnected',
        );
      }
      await next.query('select pg_advisory_lock_shared($1)', [guardLock(allowPrivate)]);
    } catch (err) {
      if (!released && !timer) {
        log.warn({ err }, 'could not take the shared settings lock again; retrying');
        timer = setTimeout(retake, RECONNECT_MS);
      }
    }
  };
  watch(client);

  return {
    release: async () => {
      released = true;
      if (timer) clearTimeout(timer);
      await client.end().catch(() => undefined);
    },
  };
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: APPLICATION_NAME,
    keepAlive: true,
    connectionTimeoutMillis: 5_000,
  });
  // Errors before `watch` are thrown by the calls themselves.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Whether a running instance holds the other value's lock (taken and given back at once when free). */
async function otherValueHeld(client: pg.Client, allowPrivate: boolean): Promise<boolean> {
  const other = guardLock(!allowPrivate);
  const { rows } = await client.query<{ free: boolean }>('select pg_try_advisory_lock($1) as free', [other]);
  if (!rows[0]?.free) return true;
  await client.query('select pg_advisory_unlock($1)', [other]);
  return false;
}
