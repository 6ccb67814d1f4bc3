import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { User } from '@tm/domain/user/user.schema';
import { createTestDatabase } from '@tm/test-support/test-database';
import { afterAll, beforeAll } from 'vitest';
import { type RunningApp, startApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config/env.ts';
import { createLogger } from '../src/logger.ts';
import { TestClient } from './test-client.ts';

type Env = Record<string, string>;

/** A browser signed in through the API, and the user the sign-in answered. */
export interface SignedIn {
  client: TestClient;
  user: User;
}

/** The sign-ins every test app offers, each on a fresh client (its own cookie jar). */
interface SignIns {
  /** The seeded demo account. */
  demo(): Promise<SignedIn>;
  /** The seeded admin account. */
  admin(): Promise<SignedIn>;
  /** A newly registered member, signed up through the real sign-up path. */
  member(name?: string): Promise<SignedIn>;
}

export interface TestApp extends SignIns {
  app: RunningApp;
  url: string;
  config: Config;
  /** A fresh client with its own cookie jar (one per simulated browser). */
  client(): TestClient;
  stop(): Promise<void>;
}

let registered = 0;

/** The sign-ins of an app, made with its clients. */
export function signInsOf(client: () => TestClient): SignIns {
  const signIn = async (email: string, password: string) => {
    const c = client();
    return { client: c, user: await c.signIn(email, password) };
  };
  return {
    demo: () => signIn('demo@example.com', 'demo123'),
    admin: () => signIn('admin@example.com', 'admin123'),
    member: async (name = `Member ${++registered}`) => {
      const c = client();
      const email = `member${Date.now().toString(36)}${++registered}@example.com`;
      const res = await c.post('/api/auth/register', { name, email, password: 'secret123' });
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
      return { client: c, user: res.body.user };
    },
  };
}

/**
 * The real server on a random port, against its own fresh database (on the
 * TEST_DATABASE_URL server, or the embedded default in a temporary data directory).
 */
export async function startTestApp(env: Env = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-test-'));
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: '1',
    NAME_ONLY_LOGIN: '1',
    // Tests register accounts freely; the sign-up modes' own tests pass SIGNUP.
    SIGNUP: 'open',
    ALLOW_PRIVATE_INTEGRATION_URLS: '1',
    DATABASE_POOL_MAX: '5',
    ...(db ? { DATABASE_URL: db.url } : {}),
    ...env,
  });
  const app = await startApp(config, createLogger(config.logLevel));
  const client = () => new TestClient(app.url);
  return {
    app,
    url: app.url,
    config,
    client,
    ...signInsOf(client),
    stop: async () => {
      await app.stop();
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of the enclosing file or describe block: started by a beforeAll and
 * stopped by an afterAll that this registers, so its members are valid from the
 * hooks and tests on (not at import time). `env` as a function is read at start,
 * for what an earlier beforeAll makes (a mail server's address). Hooks registered
 * before this one run before the app starts and, for afterAll, after it stops.
 */
export function useTestApp(env: Env | (() => Env) = {}): TestApp {
  let started: TestApp | undefined;
  const current = () => {
    if (!started) throw new Error('the test app starts in beforeAll: use it in a hook or a test');
    return started;
  };
  beforeAll(async () => {
    started = await startTestApp(typeof env === 'function' ? env() : env);
  });
  afterAll(() => started?.stop());
  return {
    get app() {
      return current().app;
    },
    get url() {
      return current().url;
    },
    get config() {
      return current().config;
    },
    client: () => current().client(),
    ...signInsOf(() => current().client()),
    // A test that stops it early leaves nothing for the afterAll to stop.
    stop: () => {
      const app = current();
      started = undefined;
      return app.stop();
    },
  };
}
