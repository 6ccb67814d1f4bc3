// A child process holding many Socket.IO clients, so the clients' own work does
// not run on the server's event loop. Started by the fan-out and idle workloads.
// Messages: parent -> { type: 'collect', sent: { [title]: monoMs } } | { type: 'close' };
// child -> 'ready' | { type: 'connected', count } | { type: 'delays', delays, missing }.
import { io, type Socket } from 'socket.io-client';
import { monoMs } from '../lib/stats.ts';

const [url, cookie, countArg, listenArg] = process.argv.slice(2);
const count = Number(countArg);
const listen = listenArg === 'listen';
const sockets: Socket[] = [];
/** title -> arrival times, one per client that received it. */
const arrivals = new Map<string, number[]>();

process.send?.('ready');
// The bench going away (killed, crashed) must not leave thousands of sockets behind.
process.on('disconnect', () => process.exit(0));

const BATCH = 50;
let retries = 0;
for (let i = 0; i < count; i += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, () => connectWithRetry()));
}
process.send?.({ type: 'connected', count: sockets.length, retries });

/** A refused handshake (the server busy with a connection storm) is retried, as a browser's client would. */
async function connectWithRetry(): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await connectOne();
    } catch (err) {
      if (attempt >= 8) throw err;
      retries++;
      await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
    }
  }
}

function connectOne(): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = io(url!, {
      transports: ['websocket'],
      extraHeaders: { cookie: cookie! },
      reconnection: false,
      timeout: 60_000,
      forceNew: true,
    });
    if (listen) {
      s.on('task:updated', (task: { title: string }) => {
        const t = monoMs();
        const list = arrivals.get(task.title);
        if (list) list.push(t);
        else arrivals.set(task.title, [t]);
      });
    }
    s.once('connect', () => {
      sockets.push(s);
      resolve();
    });
    s.once('connect_error', (err) => {
      s.close();
      reject(err);
    });
  });
}

process.on('message', (msg: { type: string; sent?: Record<string, number> }) => {
  if (msg.type === 'collect') {
    const delays: number[] = [];
    let missing = 0;
    for (const [title, sentAt] of Object.entries(msg.sent ?? {})) {
      const got = arrivals.get(title) ?? [];
      missing += sockets.length - got.length;
      for (const t of got) delays.push(t - sentAt);
    }
    process.send?.({ type: 'delays', delays, missing });
  } else if (msg.type === 'close') {
    for (const s of sockets) s.close();
    process.exit(0);
  }
});

setInterval(() => {
  if (process.env.BENCH_VERBOSE) console.log(`  ${process.pid}: ${sockets.length} connected`);
}, 5_000).unref();
