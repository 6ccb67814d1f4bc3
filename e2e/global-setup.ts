// Starts the REAL server once for every journey: the built apps, a fresh
// database (a new one on TEST_DATABASE_URL when set, else embedded in a temporary
// data directory), demo accounts seeded. Answers the teardown.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serveCommandArgs } from '../server/test/serve-command.ts';
import { createTestDatabase } from '../server/test/test-database.ts';

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
  const server = spawn(process.execPath, serveCommandArgs(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      NAME_ONLY_LOGIN: '1',
      // Journeys register accounts freely (the invitation journey works in open mode too).
      SIGNUP: 'open',
      ALLOWED_ORIGINS: standaloneOrigin,
      // The integrations journey talks to a ticketing server of its own on loopback.
      ALLOW_PRIVATE_INTEGRATION_URLS: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...(db ? { DATABASE_URL: db.url } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, server);
  process.env.E2E_BASE_URL = baseUrl;
  // Mail goes to DATA_DIR/mail (no SMTP_URL): journeys read the links mailed there.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await stop(server);
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop(server);
  throw new Error('The server did not become ready within 2 minutes');
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
