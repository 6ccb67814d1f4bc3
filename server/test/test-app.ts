import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@tm/test-support/test-database';
import { type RunningApp, startApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config/env.ts';
import { createLogger } from '../src/logger.ts';
import { TestClient } from './test-client.ts';

export interface TestApp {
  app: RunningApp;
  url: string;
  config: Config;
  /** A fresh client with its own cookie jar (one per simulated browser). */
  client(): TestClient;
  stop(): Promise<void>;
}

/**
 * The real server on a random port, against its own fresh database (on the
 * TEST_DATABASE_URL server, or the embedded default in a temporary data directory).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
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
  return {
    app,
    url: app.url,
    config,
    client: () => new TestClient(app.url),
    stop: async () => {
      await app.stop();
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
