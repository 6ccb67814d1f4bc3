// What the server guarantees after a dropped connection (docs/deployment.md):
// within two minutes, the reconnected socket is "recovered" and receives every
// event it missed, even from another instance; otherwise nothing was replayed
// and the screens must refetch. This file turns that rule into one call.

import { useQueryClient } from '@tanstack/react-query';
import { getSocket } from '@tm/api-client/socket';
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

/** Mount once near the root: refetches every active query when live events may have been missed. */
export function useResyncOnReconnect(): void {
  const queryClient = useQueryClient();
  useEffect(() => onResyncNeeded(getSocket(), () => void queryClient.invalidateQueries()), [queryClient]);
}
