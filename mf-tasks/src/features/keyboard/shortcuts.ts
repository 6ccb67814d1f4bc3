import type { TasksRemoteProps } from '@tm/domain/remotes/remote-props';
import type { ParseKeys } from 'i18next';

/** The views with list shortcuts: the task list of /app (as cards or the board) and the urgent list. */
export type ShortcutView = Exclude<TasksRemoteProps['view'], 'calendar'>;

type Action = 'newTask' | 'search' | 'next' | 'previous' | 'open' | 'edit' | 'select' | 'help';

/** What the list does for each shortcut's action. */
export type TaskShortcutHandlers = Record<Action, () => void>;

export interface Shortcut {
  /** `KeyboardEvent.key` values, any of which does it; the `?` dialog shows them. */
  keys: readonly string[];
  /** Its line in the `?` dialog. */
  label: ParseKeys<'tasks'>;
  /** The views where it does something. */
  views: readonly ShortcutView[];
  /** Left to a focused button, link or tab, whose own key it is (Enter). */
  notOnControl?: boolean;
  action: Action;
}

const EVERY_VIEW = ['list', 'urgent'] as const;

/**
 * Every shortcut of the list, in the order of the `?` dialog: the key handler
 * (use-task-shortcuts.ts) and the dialog (shortcuts-help-dialog.tsx) read this.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  // The urgent list has no New task button: its key does nothing there either.
  { keys: ['c'], label: 'keyboard.actions.newTask', views: ['list'], action: 'newTask' },
  { keys: ['/'], label: 'keyboard.actions.search', views: EVERY_VIEW, action: 'search' },
  { keys: ['j'], label: 'keyboard.actions.next', views: EVERY_VIEW, action: 'next' },
  { keys: ['k'], label: 'keyboard.actions.previous', views: EVERY_VIEW, action: 'previous' },
  {
    keys: ['Enter'],
    label: 'keyboard.actions.open',
    views: EVERY_VIEW,
    notOnControl: true,
    action: 'open',
  },
  { keys: ['e'], label: 'keyboard.actions.edit', views: EVERY_VIEW, action: 'edit' },
  { keys: ['x'], label: 'keyboard.actions.select', views: EVERY_VIEW, action: 'select' },
  { keys: ['?'], label: 'keyboard.actions.help', views: EVERY_VIEW, action: 'help' },
];

/** The shortcut a key does in a view, if any. */
export function shortcutFor(key: string, view: ShortcutView): Shortcut | undefined {
  return SHORTCUTS.find((shortcut) => shortcut.keys.includes(key) && shortcut.views.includes(view));
}
