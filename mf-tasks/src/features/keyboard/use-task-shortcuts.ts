import { useEffect, useRef } from 'react';
import { isOnControl, isShortcutAllowed } from './shortcut-target.ts';

/** What the list does for each shortcut (issue 19); the help overlay lists the same keys. */
export interface TaskShortcutHandlers {
  newTask: () => void;
  search: () => void;
  next: () => void;
  previous: () => void;
  open: () => void;
  edit: () => void;
  select: () => void;
  help: () => void;
}

export const SHORTCUT_KEYS = [
  ['c', 'newTask'],
  ['/', 'search'],
  ['j', 'next'],
  ['k', 'previous'],
  ['Enter', 'open'],
  ['e', 'edit'],
  ['x', 'select'],
  ['?', 'help'],
] as const satisfies readonly (readonly [string, keyof TaskShortcutHandlers])[];

/** Listens on the document while the list is shown; the latest handlers are used. */
export function useTaskShortcuts(handlers: TaskShortcutHandlers, enabled = true): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcutAllowed(event)) return;
      const found = SHORTCUT_KEYS.find(([key]) => key === event.key);
      if (!found) return;
      if (found[0] === 'Enter' && isOnControl(event)) return;
      event.preventDefault(); // "/" would otherwise be typed into the search it focuses
      latest.current[found[1]]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
