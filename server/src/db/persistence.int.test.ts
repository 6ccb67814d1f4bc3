import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@tm/test-support/test-database';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { createLogger } from '../logger.ts';

const log = createLogger('silent');

async function writeThenRestartAndRead(env: Record<string, string>) {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: '1', ...env });
  const first = await startApp(config, log);
  await first.deps.orm.em
    .fork()
    .getConnection()
    .execute(`insert into users (name, email) values ('Persisted Person', 'persisted@example.com')`);
  await first.stop();

  const second = await startApp(config, log);
  try {
    const rows = await second.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ name: string }[]>(`select name from users where email = 'persisted@example.com'`);
    const migrations = await second.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from mikro_orm_migrations');
    const demo = await (await fetch(`${second.url}/api/config`)).json();
    return { rows, migrationCount: migrations[0]!.n, demo };
  } finally {
    await second.stop();
  }
}

describe('data survives a restart', () => {
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('on the embedded database, persisted under DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-embedded-'));
    dataDirs.push(dataDir);
    const result = await writeThenRestartAndRead({ DATA_DIR: dataDir });
    expect(result.rows).toEqual([{ name: 'Persisted Person' }]);
    // Migrations ran once; the second start found nothing to apply.
    expect(result.migrationCount).toBeGreaterThanOrEqual(1);
    expect(result.demo.demoAccounts.map((a: { email: string }) => a.email)).toEqual([
      'demo@example.com',
      'admin@example.com',
    ]);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on a PostgreSQL server given by DATABASE_URL',
    async () => {
      const db = (await createTestDatabase())!;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-pg-'));
      dataDirs.push(dataDir);
      try {
        const result = await writeThenRestartAndRead({ DATA_DIR: dataDir, DATABASE_URL: db.url });
        expect(result.rows).toEqual([{ name: 'Persisted Person' }]);
        expect(result.migrationCount).toBeGreaterThanOrEqual(1);
      } finally {
        await db.drop();
      }
    },
    60_000,
  );
});
