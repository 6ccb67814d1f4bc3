import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { signIn } from '../lib/api.ts';
import { type ChildScript, forkScript } from '../lib/child-script.ts';
import type { BenchContext } from '../lib/context.ts';
import { createBenchDatabase } from '../lib/database.ts';
import { InspectorClient } from '../lib/inspector.ts';
import { PORTS, REPO_ROOT } from '../lib/paths.ts';
import { startServer } from '../lib/server-process.ts';
import { monoMs, round, sleep } from '../lib/stats.ts';
import { nextMessage } from './fanout.ts';

const CONNECTIONS = Number(process.env.BENCH_IDLE_CONNECTIONS ?? '10000');
const PROCESSES = 4;
const CLIENT_SCRIPT = path.join(import.meta.dirname, 'socket-clients.ts');
const BARE_SERVER_SCRIPT = path.join(import.meta.dirname, '../ceilings/bare-socket-server.ts');
const SOCKET_IO_VERSION = (
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/socket.io/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * Workload 3b: 10,000 idle Socket.IO connections on one instance (connection
 * state recovery on, as configured). Heap per connection = the server's V8 heap
 * after a forced full GC with the connections open, minus the same before, over
 * the count; read through the inspector protocol in the server process itself.
 * The ceiling is the same measure on a bare Socket.IO server with the same options.
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
  const server = await startServer({ port: PORTS.app, databaseUrl: db.url, inspectPort: PORTS.inspector });
  let product: HeapPerConnection;
  try {
    const cookie = await signIn(server.url);
    product = await measureIdleConnections(server.url, cookie, PORTS.inspector, () => server.rss());
  } finally {
    await server.stop();
    await db.drop();
  }
  // The same measure against bare Socket.IO, after the product's server has gone.
  const bare = await forkScript(
    BARE_SERVER_SCRIPT,
    [String(PORTS.ceiling)],
    [`--inspect=127.0.0.1:${PORTS.ceiling2}`],
  );
  let ceiling: HeapPerConnection;
  try {
    ceiling = await measureIdleConnections(`http://127.0.0.1:${PORTS.ceiling}`, '', PORTS.ceiling2, () =>
      bare.rss(),
    );
  } finally {
    await bare.stop();
  }
  // Data against overhead: what the idle server holds live once start-up garbage is collected.
  ctx.results.add({
    workload: w,
    name: 'server live V8 heap when idle, after a forced full GC',
    value: product.heapBefore / 2 ** 20,
    unit: 'MB',
    target: 'info',
    met: null,
    note: `RSS ${round(product.rssIdle)} MB before that GC, ${round(product.rssBefore)} MB right after it (started with --inspect)`,
  });
  // Issue 25: within 1.1x of bare Socket.IO (the ratio is taken against the unrounded figure).
  ctx.results.withinRatio(
    w,
    `server heap per idle connection (${product.connected} signed-in sockets)`,
    product.perConnKb,
    'KB',
    {
      name: `bare Socket.IO ${SOCKET_IO_VERSION}, same options, ${ceiling.connected} connections`,
      value: ceiling.perConnKb,
      unit: 'KB',
    },
    1.1,
    {
      note:
        `heap ${round(product.heapBefore / 2 ** 20)} -> ${round(product.heapAfter / 2 ** 20)} MB after full GC; ` +
        `RSS ${round(product.rssBefore)} -> ${round(product.rssAfter)} MB; connected in ${round(product.connectS)} s ` +
        `(${product.retried} handshakes refused and retried); open-file limit (ulimit -n) ${limit}. ` +
        `Bare Socket.IO: heap ${round(ceiling.heapBefore / 2 ** 20)} -> ${round(ceiling.heapAfter / 2 ** 20)} MB`,
    },
  );
}

interface HeapPerConnection {
  heapBefore: number;
  heapAfter: number;
  perConnKb: number;
  connected: number;
  retried: number;
  connectS: number;
  rssIdle: number;
  rssBefore: number;
  rssAfter: number;
}

/**
 * Opens CONNECTIONS idle clients (in PROCESSES child processes) against a server whose
 * inspector listens on `inspectPort`; heap per connection = V8 heap after a forced full
 * GC with the connections open, minus the same before, over the count.
 */
async function measureIdleConnections(
  url: string,
  cookie: string,
  inspectPort: number,
  rss: () => number,
): Promise<HeapPerConnection> {
  const inspector = await InspectorClient.connect(inspectPort);
  const clients: ChildScript[] = [];
  try {
    // A first socket warms Socket.IO's code paths so their one-off allocations are not counted per connection.
    const warm = await forkScript(CLIENT_SCRIPT, [url, cookie, '10', 'idle']);
    clients.push(warm);
    await nextMessage(warm, 'connected');
    await sleep(1_000);
    const rssIdle = rss();
    const heapBefore = await inspector.heapUsedAfterGc();
    await sleep(500);
    const rssBefore = rss();
    const t0 = monoMs();
    const connectedMsgs: Promise<{ count: number; retries: number }>[] = [];
    for (let p = 0; p < PROCESSES; p++) {
      const c = await forkScript(CLIENT_SCRIPT, [url, cookie, String(CONNECTIONS / PROCESSES), 'idle']);
      clients.push(c);
      connectedMsgs.push(nextMessage<{ count: number; retries: number }>(c, 'connected'));
    }
    const counts = await Promise.all(connectedMsgs);
    const connected = counts.reduce((s, c) => s + c.count, 0);
    const retried = counts.reduce((s, c) => s + c.retries, 0);
    const connectS = (monoMs() - t0) / 1000;
    await sleep(5_000); // presence broadcasts of the burst settle
    const heapAfter = await inspector.heapUsedAfterGc();
    return {
      heapBefore,
      heapAfter,
      perConnKb: (heapAfter - heapBefore) / connected / 1024,
      connected,
      retried,
      connectS,
      rssIdle,
      rssBefore,
      rssAfter: rss(),
    };
  } finally {
    inspector.close();
    for (const c of clients) if (c.child.connected) c.child.send({ type: 'close' });
    await Promise.all(clients.map((c) => c.stop()));
  }
}
