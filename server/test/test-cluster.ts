import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestDatabase } from '@tm/test-support/test-database';
import { createClient } from 'redis';
import { type RunningApp, startApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createLogger } from '../src/logger.ts';
import { SESSION_COOKIE } from '../src/modules/auth/session.service.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { fanoutPrefix } from '../src/realtime/redis-fanout.ts';

/** Why a cluster cannot start here, or null when it can: its instances share one PostgreSQL server. */
export const clusterSkipReason: string | null = process.env.TEST_DATABASE_URL
  ? null
  : 'TEST_DATABASE_URL is not set (two instances need one shared PostgreSQL)';

export interface TestCluster {
  instances: RunningApp[];
  databaseUrl: string;
  /** One more instance on the same database, with some variables of its own (a proxied DATABASE_URL, say). */
  startInstance(env: Record<string, string>): Promise<RunningApp>;
  stop(): Promise<void>;
}

/**
 * Several real server instances on loopback sharing one fresh database (on the
 * TEST_DATABASE_URL server) and, when given, one Redis: a deployment behind a
 * load balancer, minus the balancer.
 */
export async function startTestCluster(
  count: number,
  env: Record<string, string> = {},
): Promise<TestCluster> {
  const db = await createTestDatabase();
  if (!db) throw new Error('a cluster needs TEST_DATABASE_URL');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-cluster-'));
  const baseEnv = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: '1',
    DATABASE_POOL_MAX: '5',
    DATABASE_URL: db.url,
    SESSION_SECRET: 'a-shared-secret-of-at-least-32-characters',
    ...env,
  };
  const config = loadConfig(baseEnv);
  // Started together, as a deployment would: migrations and seeding take turns under their locks.
  const instances = await Promise.all(
    Array.from({ length: count }, () => startApp(config, createLogger(config.logLevel))),
  );
  return {
    instances,
    databaseUrl: db.url,
    startInstance: async (own) => {
      const instanceConfig = loadConfig({ ...baseEnv, ...own });
      const instance = await startApp(instanceConfig, createLogger(instanceConfig.logLevel));
      instances.push(instance);
      return instance;
    },
    stop: async () => {
      await Promise.allSettled(instances.map((i) => i.stop()));
      if (env.REDIS_URL) await forgetStream(env.REDIS_URL, db.url);
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A session cookie for an existing account: the real sign-in when the server
 * has it, else a session created directly (same table, same cookie).
 */
export async function sessionCookie(app: RunningApp, email: string, password: string): Promise<string> {
  const res = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status === 200) {
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (cookie) return cookie.split(';')[0]!;
  }
  if (res.status !== 404) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const em = app.deps.orm.em.fork() as EntityManager;
  const user = await em.findOneOrFail(User, { email });
  const { token } = await app.deps.sessions.create(em, user.id);
  return `${SESSION_COOKIE}=${token}`;
}

/** Each test database gets its own stream in the shared Redis: remove it with the database. */
async function forgetStream(redisUrl: string, databaseUrl: string): Promise<void> {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.del(`${fanoutPrefix(databaseUrl)}:stream`);
  } catch {
    // Redis already gone (outage tests): nothing left to clean.
  } finally {
    client.destroy();
  }
}
