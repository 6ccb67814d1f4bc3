// A child process holding many anonymous dashboard viewers on GET /api/tasks/public/stream,
// as raw TCP sockets (no HTTP client objects, no parsing beyond finding `event: list`),
// so the clients stay cheap and their work stays off the server's event loop.
// Messages: parent -> { type: 'collect', sent: number[] } | { type: 'close' };
// child -> 'ready' | { type: 'connected', count, failed } | { type: 'delays', delays, missing }.
import net from 'node:net';
import { monoMs } from '../lib/stats.ts';

const [urlArg, countArg] = process.argv.slice(2);
const url = new URL(urlArg!);
const count = Number(countArg);
const REQUEST = Buffer.from(
  `GET /api/tasks/public/stream HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`,
  'latin1',
);
const MARK = Buffer.from('event: list', 'latin1');

/** Per viewer: the arrival time of each list event after the first (the changes). */
const arrivals: number[][] = [];
const firstSeen: boolean[] = [];
const sockets: net.Socket[] = [];
let failed = 0;

process.send?.('ready');
process.on('disconnect', () => process.exit(0));

const BATCH = 200;
for (let i = 0; i < count; i += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, (_, k) => open(i + k)));
}
// Connected means each viewer has its initial list.
while (firstSeen.filter(Boolean).length + failed < count) await new Promise((r) => setTimeout(r, 100));
process.send?.({ type: 'connected', count: sockets.length, failed });

function open(index: number): Promise<void> {
  return new Promise((resolve) => {
    arrivals[index] = [];
    let tail: Buffer = Buffer.alloc(0);
    const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true }, () => {
      socket.write(REQUEST);
      sockets.push(socket);
      resolve();
    });
    socket.on('data', (chunk: Buffer) => {
      const at = monoMs();
      // A marker split across two chunks is found in the joined edge.
      const edge = Buffer.concat([tail, chunk.subarray(0, MARK.length - 1)]);
      let found = edge.indexOf(MARK) >= 0 ? 1 : 0;
      for (let p = chunk.indexOf(MARK); p >= 0; p = chunk.indexOf(MARK, p + MARK.length)) found++;
      tail = chunk.subarray(Math.max(0, chunk.length - (MARK.length - 1)));
      for (let f = 0; f < found; f++) {
        if (!firstSeen[index]) firstSeen[index] = true;
        else arrivals[index]!.push(at);
      }
    });
    socket.on('error', () => {
      failed++;
      resolve();
    });
  });
}

process.on('message', (msg: { type: string; sent?: number[] }) => {
  if (msg.type === 'collect') {
    const sent = msg.sent ?? [];
    const delays: number[] = [];
    let missing = 0;
    for (const got of arrivals) {
      for (let k = 0; k < sent.length; k++) {
        const at = got?.[k];
        if (at === undefined) missing++;
        else delays.push(at - sent[k]!);
      }
    }
    process.send?.({ type: 'delays', delays, missing });
  } else if (msg.type === 'close') {
    for (const s of sockets) s.destroy();
    process.exit(0);
  }
});
