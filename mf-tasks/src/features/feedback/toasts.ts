// The list's success messages (created, deleted, bulk changes: issue 19). One store
// per page (page-wide state lives on globalThis: docs/frontend.md), so any feature
// of this remote calls `showToast` and the one <ToastRegion> shows it.

export interface Toast {
  id: number;
  text: string;
}

type Listener = (toasts: readonly Toast[]) => void;

interface ToastStore {
  toasts: readonly Toast[];
  next: number;
  listeners: Set<Listener>;
}

/** How long a toast stays; long enough to read two lines, dismissable before. */
const TOAST_MS = 6000;
const MAX_TOASTS = 3;
const KEY = Symbol.for('taskmanager.tasksToasts');

function store(): ToastStore {
  const g = globalThis as { [KEY]?: ToastStore };
  g[KEY] ??= { toasts: [], next: 1, listeners: new Set() };
  return g[KEY];
}

function set(toasts: readonly Toast[]): void {
  const s = store();
  s.toasts = toasts;
  for (const l of s.listeners) l(toasts);
}

/** Shows a success message in the list's toast region (role=status, read out politely). */
export function showToast(text: string): void {
  const s = store();
  const toast = { id: s.next++, text };
  set([...s.toasts, toast].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

export function dismissToast(id: number): void {
  const s = store();
  if (s.toasts.some((t) => t.id === id)) set(s.toasts.filter((t) => t.id !== id));
}

export function subscribeToasts(listener: Listener): () => void {
  const s = store();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => store().toasts;
