// Polls GET <url>/api/health every 20 ms over one kept-alive connection, in a process
// of its own: the latency it measures is the server's, not the delay of a test's own
// event loop busy building uploads or parsing answers.
//
//   node server/test/health-poller.ts http://127.0.0.1:PORT
//
// Prints {"ready":true,...} once its connection is open and warm, then polls until a
// line (or the end) on stdin or SIGTERM, then prints one JSON line:
// {"polls":n,"worstMs":n,"loadAverage":n} (the 1-minute load average when polling began).
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const INTERVAL_MS = 20;
const WARM_UP = 5;

const base = process.argv[2];
if (!base) {
  console.error('usage: health-poller.ts <server url>');
  process.exit(2);
}
const target = new URL('/api/health', base);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function check(): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(target, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`health answered ${res.statusCode}`)),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

let polling = true;
const stop = () => {
  polling = false;
};
process.on('SIGTERM', stop);
process.stdin.on('data', stop);
process.stdin.on('end', stop);

for (let i = 0; i < WARM_UP; i++) await check();
const loadAverage = os.loadavg()[0]!;
process.stdout.write(`${JSON.stringify({ ready: true, loadAverage })}\n`);

let polls = 0;
let worstMs = 0;
while (polling) {
  const started = performance.now();
  await check();
  worstMs = Math.max(worstMs, performance.now() - started);
  polls++;
  await sleep(INTERVAL_MS);
}
agent.destroy();
process.stdout.write(`${JSON.stringify({ polls, worstMs, loadAverage })}\n`);
process.stdin.destroy();
