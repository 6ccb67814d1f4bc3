import { useSession } from '@tm/api-client/session';
import type { TaskView, TaskViewMode } from '@tm/domain/task/task-view';
import { useSearchParams } from '@tm/ui/router';
import { useCallback, useEffect, useRef } from 'react';

// The list-or-board choice, remembered per member on this device (localStorage,
// keyed by the member's id: two people sharing a browser keep their own). The
// address wins when it says (a shared or bookmarked link); an address without a
// `view` opens the member's last choice. docs/decisions.md says why not a server setting.

const key = (userId: string) => `tm.taskView.${userId}`;

function readChoice(userId: string): TaskViewMode | null {
  try {
    const value = localStorage.getItem(key(userId));
    return value === 'board' || value === 'list' ? value : null;
  } catch {
    return null; // storage refused (private mode): nothing remembered
  }
}

function writeChoice(userId: string, mode: TaskViewMode): void {
  try {
    localStorage.setItem(key(userId), mode);
  } catch {
    // Not remembered; the address still carries the choice.
  }
}

/**
 * Opens the remembered view when the address has none, and answers the toggle's
 * change: the view in the address, remembered for next time.
 */
export function useRememberedView(
  change: (partial: Partial<TaskView>) => void,
): (mode: TaskViewMode) => void {
  const userId = useSession().user?.id ?? null;
  const [params] = useSearchParams();
  const applied = useRef(false);
  const addressSays = params.has('view');
  useEffect(() => {
    if (applied.current || !userId) return;
    applied.current = true;
    const remembered = readChoice(userId);
    if (!addressSays && remembered === 'board') change({ view: 'board' });
  }, [userId, addressSays, change]);
  return useCallback(
    (mode: TaskViewMode) => {
      if (userId) writeChoice(userId, mode);
      change({ view: mode });
    },
    [userId, change],
  );
}
