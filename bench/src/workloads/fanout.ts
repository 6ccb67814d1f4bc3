import path from 'node:path';
import { getJson, sendJson, signIn } from '../lib/api.ts';
import { type ChildScript, forkScript } from '../lib/child-script.ts';
import type { BenchContext } from '../lib/context.ts';
import { createBenchDatabase } from '../lib/database.ts';
import { PORTS } from '../lib/paths.ts';
import { seedTasks } from '../lib/seed.ts';
import { startServer } from '../lib/server-process.ts';
import { monoMs, percentile, round, sleep } from '../lib/stats.ts';

const CLIENTS = Number(process.env.BENCH_FANOUT_CLIENTS ?? '1000');
const PROCESSES = 2;
const CHANGES_PER_S = 50;
const SECONDS = 10;
const CLIENT_SCRIPT = path.join(import.meta.dirname, 'socket-clients.ts');
const BARE_SERVER_SCRIPT = path.join(import.meta.dirname, '../ceilings/bare-socket-server.ts');

/**
 * Workload 3a: 1,000 signed-in Socket.IO clients (in two processes of their own)
 * while a member changes 50 tasks a second over HTTP; delay from each change's
 * HTTP response to its task:updated event at every client (one monotonic clock).
 * The ceiling is bare Socket.IO broadcasting the same payload the same way.
 */
export async function runFanout(ctx: BenchContext): Promise<void> {
  const w = 'fanout';
  const product = await productFanout();
  // Measured after the product's server and clients have gone, on the same machine.
  const ceiling = await bareSocketIoFanout(product.sample);
  const { delays, missing } = product;
  ctx.results.below(
    w,
    `fan-out delay p99, ${CLIENTS} clients, ${CHANGES_PER_S} changes/s`,
    percentile(delays, 99),
    'ms',
    50,
    {
      ceiling: {
        name: `bare Socket.IO broadcasting the same payload to ${CLIENTS} clients at ${CHANGES_PER_S}/s, delay from emit`,
        value: round(percentile(ceiling.delays, 99)),
        unit: 'ms',
      },
      note:
        `p50 ${round(percentile(delays, 50))} ms, max ${round(delays.reduce((m, d) => Math.max(m, d), 0))} ms; ` +
        `${delays.length} deliveries, ${missing} missing; ${product.failures.length} changes failed` +
        `${product.failures[0] ? ` (${product.failures[0]})` : ''}; changes sent at ${round(product.achievedRate)}/s, ` +
        `their HTTP p50 ${round(percentile(product.httpLatency, 50))} ms; ${CLIENTS} clients connected in ` +
        `${round(product.connectS)} s; server RSS ${round(product.rss)} MB. Bare Socket.IO: p50 ` +
        `${round(percentile(ceiling.delays, 50))} ms, ${ceiling.delays.length} deliveries, ${ceiling.missing} missing`,
    },
  );
}

async function productFanout() {
  const db = await createBenchDatabase();
  let clients: ChildScript[] = [];
  const server = await startServer({ port: PORTS.app, databaseUrl: db.url });
  try {
    await seedTasks(db.url, 1_000);
    const cookie = await signIn(server.url);
    const tasks = await getJson<{ id: string; title: string }[]>(`${server.url}/api/tasks`, cookie);
    const ids = tasks.map((t) => t.id);
    const t0 = monoMs();
    clients = await connectClients(server.url, cookie);
    const connectS = (monoMs() - t0) / 1000;
    await sleep(3_000); // let the presence broadcasts of the connection burst settle

    const sent: Record<string, number> = {};
    const httpLatency: number[] = [];
    const inflight: Promise<void>[] = [];
    const failures: string[] = [];
    const total = CHANGES_PER_S * SECONDS;
    const start = monoMs();
    for (let k = 0; k < total; k++) {
      const due = start + (k * 1000) / CHANGES_PER_S;
      const wait = due - monoMs();
      if (wait > 0) await sleep(wait);
      const title = `Fan-out change ${k}`;
      inflight.push(
        (async () => {
          const a = monoMs();
          try {
            await sendJson('PATCH', `${server.url}/api/tasks/${ids[k % ids.length]}`, { title }, cookie);
          } catch (err) {
            failures.push((err as Error).message.slice(0, 200));
            return;
          }
          sent[title] = monoMs();
          httpLatency.push(sent[title] - a);
        })(),
      );
    }
    await Promise.all(inflight);
    const achievedRate = total / ((monoMs() - start) / 1000);
    await sleep(2_000);
    const { delays, missing } = await collectDelays(clients, sent);
    return {
      delays,
      missing,
      failures,
      achievedRate,
      httpLatency,
      connectS,
      rss: server.rss(),
      sample: tasks[0]!,
    };
  } finally {
    for (const c of clients) if (c.child.connected) c.child.send({ type: 'close' });
    await Promise.all(clients.map((c) => c.stop()));
    await server.stop();
    await db.drop();
  }
}

async function connectClients(url: string, cookie: string): Promise<ChildScript[]> {
  const clients: ChildScript[] = [];
  const connected: Promise<unknown>[] = [];
  for (let p = 0; p < PROCESSES; p++) {
    const c = await forkScript(CLIENT_SCRIPT, [url, cookie, String(CLIENTS / PROCESSES), 'listen']);
    clients.push(c);
    connected.push(nextMessage(c, 'connected'));
  }
  await Promise.all(connected);
  return clients;
}

async function collectDelays(
  clients: ChildScript[],
  sent: Record<string, number>,
): Promise<{ delays: number[]; missing: number }> {
  const delays: number[] = [];
  let missing = 0;
  for (const c of clients) {
    const reply = nextMessage<{ delays: number[]; missing: number }>(c, 'delays');
    c.child.send({ type: 'collect', sent });
    const r = await reply;
    missing += r.missing;
    for (const d of r.delays) delays.push(d);
  }
  return { delays, missing };
}

/**
 * The ceiling: a bare Socket.IO server (bench/src/ceilings/bare-socket-server.ts)
 * broadcasting a task of the same size to as many clients at the same rate, timed
 * from the emit itself (the product is timed from the later HTTP response).
 */
async function bareSocketIoFanout(sample: { title: string }): Promise<{ delays: number[]; missing: number }> {
  const bare = await forkScript(BARE_SERVER_SCRIPT, [String(PORTS.ceiling)]);
  let clients: ChildScript[] = [];
  try {
    clients = await connectClients(`http://127.0.0.1:${PORTS.ceiling}`, '');
    await sleep(3_000);
    const sent: Record<string, number> = {};
    const onEmitted = (m: { type?: string; title?: string; at?: number }) => {
      if (m.type === 'emitted' && m.title && m.at) sent[m.title] = m.at;
    };
    bare.child.on('message', onEmitted);
    const start = monoMs();
    for (let k = 0; k < CHANGES_PER_S * SECONDS; k++) {
      const wait = start + (k * 1000) / CHANGES_PER_S - monoMs();
      if (wait > 0) await sleep(wait);
      bare.child.send({ type: 'emit', payload: { ...sample, title: `Fan-out change ${k}` } });
    }
    await sleep(2_000);
    bare.child.off('message', onEmitted);
    return await collectDelays(clients, sent);
  } finally {
    for (const c of clients) if (c.child.connected) c.child.send({ type: 'close' });
    await Promise.all(clients.map((c) => c.stop()));
    await bare.stop();
  }
}

export function nextMessage<T>(c: ChildScript, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMsg = (m: { type?: string }) => {
      if (m?.type === type) {
        c.child.off('message', onMsg);
        c.child.off('exit', onExit);
        resolve(m as T);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`socket client process exited with ${code}`));
    c.child.on('message', onMsg);
    c.child.once('exit', onExit);
  });
}
