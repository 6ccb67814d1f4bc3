// What the server guarantees after a dropped connection (docs/deployment.md):
// within two minutes, the reconnected socket is "recovered" and receives every
// event it missed, even from another instance; otherwise nothing was replayed
// and the screens must refetch. This file turns that rule into one call.

import type { QueryClient } from '@tanstack/react-query';
import { pageSingleton } from '@tm/api-client/page-singleton';
import { whenSocketOpens } from '@tm/api-client/socket';
import { useEffect } from 'react';

/** The part of a Socket.IO client the rule needs (a plain emitter in tests). */
export interface ReconnectingSocket {
  readonly connected: boolean;
  readonly recovered: boolean;
  on(event: 'connect', listener: () => void): unknown;
  off(event: 'connect', listener: () => void): unknown;
}

/**
 * Calls `resync` after each reconnection that did not recover the missed
 * events. The first connection needs none: screens load their data anyway.
 */
export function onResyncNeeded(socket: ReconnectingSocket, resync: () => void): () => void {
  let connectedOnce = socket.connected;
  const listener = () => {
    if (connectedOnce && !socket.recovered) resync();
    connectedOnce = true;
  };
  socket.on('connect', listener);
  return () => {
    socket.off('connect', listener);
  };
}

/**
 * Runs `start` for the first holder of `key` only, and its stop once the last
 * holder has let go: nested providers sharing one QueryClient resync it once.
 */
export function holdOncePerKey<K extends object>(
  holders: WeakMap<K, { count: number; stop: () => void }>,
  key: K,
  start: () => () => void,
): () => void {
  const held = holders.get(key) ?? { count: 0, stop: () => undefined };
  if (held.count === 0) held.stop = start();
  held.count += 1;
  holders.set(key, held);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.count -= 1;
    if (held.count === 0) held.stop();
  };
}

/** Refetches `queryClient`'s active queries after each reconnection of the page's socket that lost events. */
function resyncClient(queryClient: QueryClient): () => void {
  let stopListening: (() => void) | undefined;
  const stopWaiting = whenSocketOpens((socket) => {
    stopListening = onResyncNeeded(socket, () => void queryClient.invalidateQueries());
  });
  return () => {
    stopWaiting();
    stopListening?.();
  };
}

// Keyed on the page, like the client itself: a remote's own copy of this module counts the same holders.
const resyncHolders = () =>
  pageSingleton('resync-holders', () => new WeakMap<QueryClient, { count: number; stop: () => void }>());

/**
 * Mounted by AppProviders, so the shell and every standalone remote have it.
 * Once per QueryClient however many providers nest (a federated remote's
 * AppProviders takes the shell's client); it never opens the socket itself.
 */
export function useResyncOnReconnect(queryClient: QueryClient): void {
  useEffect(
    () => holdOncePerKey(resyncHolders(), queryClient, () => resyncClient(queryClient)),
    [queryClient],
  );
}
