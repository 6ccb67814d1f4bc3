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
    const heapBefore = await inspector.heapUsedAfterGc();
    const rssBefore = server.rss();
    const t0 = monoMs();
    const connectedMsgs: Promise<{ count: number }>[] = [];
    for (let p = 0; p < PROCESSES; p++) {
      const c = await forkScript(CLIENT_SCRIPT, [
        server.url,
        cookie,
        String(CONNECTIONS / PROCESSES),
        'idle',
      ]);
      clients.push(c);
      connectedMsgs.push(nextMessage<{ count: number }>(c, 'connected'));
    }
    const counts = await Promise.all(connectedMsgs);
    const connected = counts.reduce((s, c) => s + c.count, 0);
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
          `RSS ${round(rssBefore)} -> ${round(server.rss())} MB; connected in ${round(connectS)} s; ` +
          `open-file limit ${process.env.BENCH_ULIMIT ?? 'as the README documents'}`,
      },
    );
    warm.child.send({ type: 'close' });
    await warm.stop();
  } finally {
    inspector.close();
    for (const c of clients) c.child.send({ type: 'close' });
    await Promise.all(clients.map((c) => c.stop()));
    await server.stop();
    await db.drop();
  }
}
