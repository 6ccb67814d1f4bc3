import { isOnControl, isShortcutAllowed } from '@tm/ui/shortcut-target';
import { useEffect, useRef } from 'react';
import { type ShortcutView, shortcutFor, type TaskShortcutHandlers } from './shortcuts.ts';

/** Listens on the document while the list is shown, for the shortcuts of its view (shortcuts.ts); the latest handlers are used. */
export function useTaskShortcuts(view: ShortcutView, handlers: TaskShortcutHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcutAllowed(event)) return;
      const shortcut = shortcutFor(event.key, view);
      if (!shortcut) return;
      if (shortcut.notOnControl && isOnControl(event)) return;
      event.preventDefault(); // "/" would otherwise be typed into the search it focuses
      latest.current[shortcut.action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [view]);
}
