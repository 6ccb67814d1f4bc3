import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createTestDatabase } from '@tm/test-support/test-database';
import { pino } from 'pino';
import { signInsOf, type TestApp } from '../../../../test/test-app.ts';
import { TestClient } from '../../../../test/test-client.ts';
import { startApp } from '../../../app.ts';
import { loadConfig } from '../../../config/env.ts';

/**
 * The real server like `startTestApp()`, with every log line it writes (at
 * debug level) kept in memory, to check what never reaches the logs.
 */
export async function startAppWithLogs(
  env: Record<string, string> = {},
): Promise<TestApp & { logs(): string }> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-test-'));
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    SEED_DEMO: '1',
    SIGNUP: 'open',
    ALLOW_PRIVATE_INTEGRATION_URLS: '1',
    DATABASE_POOL_MAX: '5',
    ...(db ? { DATABASE_URL: db.url } : {}),
    ...env,
  });
  const app = await startApp(config, pino({ level: 'debug' }, sink));
  const client = () => new TestClient(app.url);
  return {
    app,
    url: app.url,
    config,
    client,
    ...signInsOf(client),
    logs: () => lines.join(''),
    stop: async () => {
      await app.stop();
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
