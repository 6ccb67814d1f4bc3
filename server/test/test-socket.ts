import type { ClientToServerEvents, ServerToClientEvents } from '@tm/domain/realtime/socket-events';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents> & {
  /** Every event received so far, in order: [name, ...args]. */
  received: [string, ...unknown[]][];
};

/** A Socket.IO client as a signed-in browser tab would open it (cookie sent with the handshake). */
export async function connectSocket(
  url: string,
  cookie?: string,
  opts: Partial<ManagerOptions & SocketOptions> = {},
): Promise<TestSocket> {
  const socket = Object.assign(
    io(url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
      forceNew: true,
      ...opts,
    }),
    { received: [] as [string, ...unknown[]][] },
  ) as TestSocket;
  socket.onAny((event: string, ...args: unknown[]) => socket.received.push([event, ...args]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves with the first `event` whose payload satisfies `accept`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  accept: (...args: Parameters<ServerToClientEvents[E]>) => boolean = () => true,
): Promise<Parameters<ServerToClientEvents[E]>> {
  return new Promise((resolve) => {
    const listener = (...args: Parameters<ServerToClientEvents[E]>) => {
      if (!accept(...args)) return;
      socket.off(event, listener as never);
      resolve(args);
    };
    socket.on(event, listener as never);
  });
}

/** Polls until `check` holds (state that settles asynchronously, never a timing). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  attempts = 200,
): Promise<T> {
  for (let i = 0; i < attempts; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never happened: ${what}`);
}
