import { isShortcutAllowed } from '@tm/ui/shortcut-target';
import type { ParseKeys } from 'i18next';
import { useEffect, useRef } from 'react';

// The shell's own keyboard shortcuts, on every screen inside the header: "go to"
// sequences of two keys, `g` then another, as mail and issue trackers have them.
// The task list's single keys are mf-tasks' (features/keyboard/shortcuts.ts).

type ShellAction = 'projects';

export interface ShellShortcut {
  /** `KeyboardEvent.key` values pressed one after the other. */
  keys: readonly [string, string];
  /** What it does, for a button's title. */
  label: ParseKeys<'shell'>;
  action: ShellAction;
}

/** Every shortcut of the shell; the handler below reads this table. */
export const SHELL_SHORTCUTS: readonly ShellShortcut[] = [
  { keys: ['g', 'p'], label: 'projects.switcher.shortcut', action: 'projects' },
];

/** The second key must follow the first within this time, as a sequence typed at once. */
const SEQUENCE_MS = 1500;

/**
 * Answers the shortcuts of SHELL_SHORTCUTS while mounted, with the latest handlers:
 * never while the member types in a field or a dialog or menu is open (isShortcutAllowed).
 */
export function useShellShortcuts(handlers: Record<ShellAction, () => void>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    let first: { key: string; at: number } | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcutAllowed(event) || event.shiftKey) {
        first = null;
        return;
      }
      const started = first && event.timeStamp - first.at <= SEQUENCE_MS ? first.key : null;
      const shortcut = started
        ? SHELL_SHORTCUTS.find(({ keys }) => keys[0] === started && keys[1] === event.key)
        : undefined;
      if (shortcut) {
        first = null;
        event.preventDefault();
        latest.current[shortcut.action]();
        return;
      }
      first = SHELL_SHORTCUTS.some(({ keys }) => keys[0] === event.key)
        ? { key: event.key, at: event.timeStamp }
        : null;
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
