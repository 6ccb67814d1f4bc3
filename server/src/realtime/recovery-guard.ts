import { type AdapterFactory, decorateAdapters } from './adapter-factory.ts';

/** Whether a signed-in socket's saved state may still be restored: its session is still valid. */
export type SessionCheck = (sessionId: string) => Promise<boolean>;

interface RecoverableAdapter {
  restoreSession(pid: string, offset: string): Promise<{ data?: { sessionId?: string | null } } | null>;
}

/**
 * Socket.IO restores a reconnecting socket's rooms and replays its missed
 * events before any middleware runs. A socket whose session ended meanwhile
 * (sign-out, password change, deleted account) must get neither: it would
 * otherwise stay in the members' rooms and receive their events. The adapter's
 * restore step is wrapped so such a socket starts afresh, unrecovered.
 */
export function guardRecovery(factory: AdapterFactory, isLive: SessionCheck): AdapterFactory {
  return decorateAdapters<RecoverableAdapter>(factory, (adapter) => {
    const restore = adapter.restoreSession.bind(adapter);
    adapter.restoreSession = async (pid, offset) => {
      const session = await restore(pid, offset);
      const sessionId = session?.data?.sessionId;
      if (!sessionId) return session;
      // When the check itself fails (database down), not recovering is the safe answer: the client refetches.
      return (await isLive(sessionId).catch(() => false)) ? session : null;
    };
  });
}
