import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { eventually } from '../../test/test-socket.ts';

const CAP = 5;

const app = useTestApp({ MAX_CONNECTIONS_PER_ADDRESS: String(CAP), PUBLIC_STREAM_PER_ADDRESS: '2' });

const port = () => Number(new URL(app.url).port);

/** An idle keep-alive connection from 127.0.0.1, open once connected. */
function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port(), '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Whether the server closed the connection instead of answering a request on it. */
function answerOf(socket: net.Socket, path = '/api/health'): Promise<'closed' | string> {
  return new Promise((resolve) => {
    let got = '';
    socket.on('data', (d: Buffer) => {
      got += d.toString('latin1');
      if (got.includes('\r\n\r\n')) resolve(got.slice(0, got.indexOf('\r\n')));
    });
    socket.once('close', () => resolve(got ? got.slice(0, got.indexOf('\r\n')) : 'closed'));
    socket.once('error', () => undefined);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port()}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

/** A connection once the server has counted a closed one out (its close reaches the server a moment later). */
const admitted = (path = '/api/health') =>
  eventually(async () => {
    const socket = await connect();
    if ((await answerOf(socket, path)) === 'HTTP/1.1 200 OK') return socket;
    socket.destroy();
    return false;
  }, 'a connection admitted again');

const closeAll = (sockets: net.Socket[]) => {
  for (const s of sockets) s.destroy();
};

describe('per-address connection cap', () => {
  it('closes connections from one address beyond the cap; the ones it holds keep working', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, connect));
    try {
      const extra = await connect();
      expect(await answerOf(extra)).toBe('closed');
      for (const socket of held) expect(await answerOf(socket)).toBe('HTTP/1.1 200 OK');
      // A closed connection gives its place back.
      held.pop()!.destroy();
      held.push(await admitted());
    } finally {
      closeAll(held);
    }
  });

  it('counts a wall screen until its stream closes, though the stream takes the socket out of HTTP', async () => {
    // The previous test's connections leave as their close reaches the server.
    const streams = [await admitted('/api/tasks/public/stream'), await admitted('/api/tasks/public/stream')];
    const others = await Promise.all(Array.from({ length: CAP - 2 }, connect));
    try {
      expect(await answerOf(await connect())).toBe('closed');
      streams[0]!.destroy();
      others.push(await admitted());
    } finally {
      closeAll([...streams, ...others]);
    }
  });
});
