import { ROOMS } from '@tm/domain/realtime/socket-events';
import type { Realtime } from '../../realtime/realtime.ts';

// Bounded like presence: a crashed instance that Redis still counts cannot hold a push back for long.
const FETCH_TIMEOUT_MS = 2_000;

/**
 * Whether the member has the app open anywhere: a socket in their room on any
 * instance (the adapter asks the others through Redis). When the others cannot be
 * asked, this instance's sockets decide: a missed push is worse than a duplicate
 * notice on a tab that also shows it.
 */
export async function hasOpenTab(realtime: Realtime, userId: string): Promise<boolean> {
  const io = realtime.io;
  if (!io) return false;
  const room = ROOMS.user(userId);
  const sockets = await io
    .in(room)
    .timeout(FETCH_TIMEOUT_MS)
    .fetchSockets()
    .catch(() => [...io.of('/').sockets.values()].filter((s) => s.rooms.has(room)));
  return sockets.length > 0;
}
