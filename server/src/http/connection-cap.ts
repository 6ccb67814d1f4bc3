import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressLimitKey } from './address-key.ts';

export interface ConnectionLimits {
  /** Open connections on the instance (Node's `server.maxConnections`: beyond, new ones are closed at once). */
  max: number;
  /** Open connections from one client (an IPv6 client counted as its /64); 0: no per-client cap. */
  perAddress: number;
}

// Kept on the socket itself, so a socket costs no closure of its own (wall screens stay for days).
const COUNTS = Symbol('connections per address');
const KEY = Symbol('address key');
interface CountedSocket extends Socket {
  [COUNTS]?: Map<string, number>;
  [KEY]?: string;
}

function release(this: CountedSocket): void {
  const counts = this[COUNTS];
  const key = this[KEY];
  if (!counts || key === undefined) return;
  this[COUNTS] = undefined;
  const n = (counts.get(key) ?? 1) - 1;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}

/**
 * Bounds the open connections of the HTTP server, in all and per client: idle
 * keep-alive connections cost the server an open file each, so one client holding
 * thousands would reach the process's open-file limit and lock everyone out. A
 * connection beyond a cap is closed before any byte of it is read.
 */
export function capConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.max;
  if (limits.perAddress <= 0) return;
  const counts = new Map<string, number>();
  server.on('connection', (socket: CountedSocket) => {
    const key = addressLimitKey(socket.remoteAddress ?? '');
    const n = counts.get(key) ?? 0;
    if (n >= limits.perAddress) {
      socket.destroy();
      return;
    }
    counts.set(key, n + 1);
    socket[COUNTS] = counts;
    socket[KEY] = key;
    socket.once('close', release);
  });
}

/**
 * For code that takes a socket out of the HTTP server (`removeAllListeners`, as the
 * public stream does): call before, then call what it answers after, so the
 * connection still counts until it closes.
 */
export function keepCounted(socket: Socket): () => void {
  const counted = (socket as CountedSocket)[COUNTS] !== undefined;
  return () => {
    if (counted) socket.once('close', release);
  };
}
