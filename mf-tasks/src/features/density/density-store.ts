import { useSession } from '@tm/api-client/session';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * How tall the list's rows are (issue 19): compact by default, one or two lines
 * per task so a 1080p screen shows at least 15; comfortable shows the whole card.
 * Remembered on this device for each member (localStorage, keyed by the member's id),
 * like the theme: a display choice, not worth a server round trip.
 */
export const DENSITIES = ['compact', 'comfortable'] as const;
export type Density = (typeof DENSITIES)[number];
const DEFAULT_DENSITY: Density = 'compact';

const key = (userId: string | undefined) => `task-density:${userId ?? 'anonymous'}`;
const listeners = new Set<() => void>();

function read(userId: string | undefined): Density {
  try {
    const stored = localStorage.getItem(key(userId));
    return stored === 'comfortable' || stored === 'compact' ? stored : DEFAULT_DENSITY;
  } catch {
    return DEFAULT_DENSITY; // storage refused (private mode): the default, every time
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same member changing it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useDensity(): [Density, (density: Density) => void] {
  const userId = useSession().user?.id;
  const density = useSyncExternalStore(
    subscribe,
    () => read(userId),
    () => DEFAULT_DENSITY,
  );
  const change = useCallback(
    (next: Density) => {
      try {
        localStorage.setItem(key(userId), next);
      } catch {
        // Storage refused (private mode): the choice cannot be kept, the default stays.
      }
      for (const listener of listeners) listener();
    },
    [userId],
  );
  return [density, change];
}
