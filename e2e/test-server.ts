// Starting and stopping the real server for journeys: global-setup.ts starts the
// shared one; a journey that must restart a server starts its own with these.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serveCommandArgs } from '@tm/test-support/serve-command';

const ROOT = path.join(import.meta.dirname, '..');

/**
 * Starts `server/src/main.ts` as `npm start` runs it, on loopback at `port`, with
 * `env` over this process's environment, and waits until it answers ready.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, serveCommandArgs(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(`http://127.0.0.1:${port}`, server);
  return server;
}

export function freePort(): Promise<number> {
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
  await stopServer(server);
  throw new Error('The server did not become ready within 2 minutes');
}

/** SIGTERM (the server drains requests and sockets), SIGKILL after 15 s; resolves once it has exited. */
export function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
