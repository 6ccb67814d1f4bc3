import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { signIn } from '../lib/api.ts';
import { type ChildScript, forkScript } from '../lib/child-script.ts';
import type { BenchContext } from '../lib/context.ts';
import { createBenchDatabase } from '../lib/database.ts';
import { InspectorClient } from '../lib/inspector.ts';
import { PORTS } from '../lib/paths.ts';
import { startServer } from '../lib/server-process.ts';
import { monoMs, round, sleep } from '../lib/stats.ts';
import { nextMessage } from './fanout.ts';

const CONNECTIONS = Number(process.env.BENCH_IDLE_CONNECTIONS ?? '10000');
const PROCESSES = 4;
const CLIENT_SCRIPT = path.join(import.meta.dirname, 'socket-clients.ts');

/**
 * Workload 3b: 10,000 idle Socket.IO connections on one instance (connection
 * state recovery on, as configured). Heap per connection = the server's V8 heap
 * after a forced full GC with the connections open, minus the same before, over
 * the count; read through the inspector protocol in the server process itself.
 */
export async function runIdleSockets(ctx: BenchContext): Promise<void> {
  const w = 'idle-sockets';
  // One descriptor per connection in the server, plus the database pool, files and the listener.
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  if (Number.isFinite(limit) && limit < CONNECTIONS + 1_000) {
    ctx.results.skip(
      w,
      `open-file limit ${limit} is below ${CONNECTIONS + 1_000}: raise it (\`ulimit -n 65536\`, see README)`,
    );
    return;
  }
  const db = await createBenchDatabase();
  const clients: ChildScript[] = [];
  const server = await startServer({ port: PORTS.app, databaseUrl: db.url, inspectPort: PORTS.inspector });
  const inspector = await InspectorClient.connect(PORTS.inspector);
  try {
    const cookie = await signIn(server.url);
    // A first socket warms Socket.IO's code paths so their one-off allocations are not counted per connection.
    const warm = await forkScript(CLIENT_SCRIPT, [server.url, cookie, '10', 'idle']);
    await nextMessage(warm, 'connected');
    await sleep(1_000);
    const rssIdle = server.rss();
    const heapBefore = await inspector.heapUsedAfterGc();
    await sleep(500);
    const rssBefore = server.rss();
    // Data against overhead: what the idle server holds live once start-up garbage is collected.
    ctx.results.add({
      workload: w,
      name: 'server live V8 heap when idle, after a forced full GC',
      value: heapBefore / 2 ** 20,
      unit: 'MB',
      target: 'info',
      met: null,
      note: `RSS ${round(rssIdle)} MB before that GC, ${round(rssBefore)} MB right after it (started with --inspect)`,
    });
    const t0 = monoMs();
    const connectedMsgs: Promise<{ count: number; retries: number }>[] = [];
    for (let p = 0; p < PROCESSES; p++) {
      const c = await forkScript(CLIENT_SCRIPT, [
        server.url,
        cookie,
        String(CONNECTIONS / PROCESSES),
        'idle',
      ]);
      clients.push(c);
      connectedMsgs.push(nextMessage<{ count: number; retries: number }>(c, 'connected'));
    }
    const counts = await Promise.all(connectedMsgs);
    const connected = counts.reduce((s, c) => s + c.count, 0);
    const retried = counts.reduce((s, c) => s + c.retries, 0);
    const connectS = (monoMs() - t0) / 1000;
    await sleep(5_000); // presence broadcasts of the burst settle
    const heapAfter = await inspector.heapUsedAfterGc();
    const perConnKb = (heapAfter - heapBefore) / connected / 1024;
    ctx.results.below(
      w,
      `server heap per idle connection (${connected} signed-in sockets)`,
      perConnKb,
      'KB',
      8,
      {
        ceiling: { name: "Socket.IO's documented ~10 KB per idle client", value: 10, unit: 'KB' },
        note:
          `heap ${round(heapBefore / 2 ** 20)} -> ${round(heapAfter / 2 ** 20)} MB after full GC; ` +
          `RSS ${round(rssBefore)} -> ${round(server.rss())} MB; connected in ${round(connectS)} s (${retried} handshakes refused and retried); ` +
          `open-file limit (ulimit -n) ${limit}`,
      },
    );
    if (warm.child.connected) warm.child.send({ type: 'close' });
    await warm.stop();
  } finally {
    inspector.close();
    for (const c of clients) if (c.child.connected) c.child.send({ type: 'close' });
    await Promise.all(clients.map((c) => c.stop()));
    await server.stop();
    await db.drop();
  }
}
