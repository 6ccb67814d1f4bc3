// Starts the REAL server once for every journey: the built apps, a fresh
// database (a new one on TEST_DATABASE_URL when set, else embedded in a temporary
// data directory), demo accounts seeded. Answers the teardown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@tm/test-support/test-database';
import { freePort, startServer, stopServer } from './test-server.ts';

const ROOT = path.join(import.meta.dirname, '..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const app of ['shell', 'mf-tasks', 'mf-dashboard', 'mf-meeting', 'mf-analytics', 'mf-admin']) {
    if (!fs.existsSync(path.join(ROOT, app, 'dist', 'index.html'))) {
      throw new Error(`${app}/dist is missing: run \`npm run build\` first (npm run test:e2e does).`);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-'));
  const db = await createTestDatabase();
  const port = await freePort();
  // The standalone dashboard journey serves mf-dashboard/dist from this other origin.
  const standaloneOrigin = `http://127.0.0.1:${await freePort()}`;
  process.env.E2E_STANDALONE_ORIGIN = standaloneOrigin;
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    NAME_ONLY_LOGIN: '1',
    // Journeys register accounts freely (the invitation journey works in open mode too).
    SIGNUP: 'open',
    ALLOWED_ORIGINS: standaloneOrigin,
    // The integrations journey talks to a ticketing server of its own on loopback.
    ALLOW_PRIVATE_INTEGRATION_URLS: '1',
    ...(db ? { DATABASE_URL: db.url } : {}),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = baseUrl;
  // Mail goes to DATA_DIR/mail (no SMTP_URL): journeys read the links mailed there.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await stopServer(server);
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
