import { getSocket } from '@tm/api-client/socket';
import type { ServerToClientEvents } from '@tm/domain/realtime/socket-events';
import { useEffect, useRef } from 'react';

/**
 * Runs `handler` for each `event` from the server while the component is mounted.
 * The latest handler is always called, so it may close over fresh state. Task and
 * comment events are the task store's alone (task-socket.ts).
 *
 *   useSocketEvent('attachments:changed', ({ taskId }) => queryClient.invalidateQueries(...));
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const socket = getSocket();
    const listener = ((...args: unknown[]) =>
      (ref.current as (...a: unknown[]) => void)(...args)) as ServerToClientEvents[E];
    // biome-ignore lint/suspicious/noExplicitAny: socket.io's overloads cannot be narrowed by a generic key.
    socket.on(event as any, listener as any);
    return () => {
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      socket.off(event as any, listener as any);
    };
  }, [event]);
}
