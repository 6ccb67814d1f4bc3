import { useSyncExternalStore } from 'react';

/**
 * Which tasks are selected on the list (issue 19: `x` on the keyboard, and the bulk
 * actions' checkboxes, shift-click ranges and "select all filtered"). One store for
 * the remote, read with useSelection(); a plain module rather than a context so the
 * keyboard, the rows and the bulk bar can each reach it without a provider.
 */
let selected: ReadonlySet<string> = new Set();
/** The last id toggled or selected alone: where a range starts. */
let anchor: string | null = null;
const listeners = new Set<() => void>();

function set(next: ReadonlySet<string>, nextAnchor: string | null = anchor): void {
  selected = next;
  anchor = nextAnchor;
  for (const listener of listeners) listener();
}

export const selection = {
  /** Adds these ids (select all filtered). */
  select(ids: readonly string[]): void {
    set(new Set([...selected, ...ids]), ids.at(-1) ?? anchor);
  },
  toggle(id: string): void {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    set(next, id);
  },
  /**
   * Selects every id between the anchor (the last one toggled) and `id`, both
   * included, in the list's order; without an anchor in the list, `id` alone.
   */
  range(orderedIds: readonly string[], id: string): void {
    const to = orderedIds.indexOf(id);
    if (to < 0) return;
    const from = anchor === null ? -1 : orderedIds.indexOf(anchor);
    const [start, end] = from < 0 ? [to, to] : [Math.min(from, to), Math.max(from, to)];
    set(new Set([...selected, ...orderedIds.slice(start, end + 1)]), id);
  },
  /** Keeps only ids still shown (after a filter change or deletions). */
  retain(ids: readonly string[]): void {
    const shown = new Set(ids);
    const next = [...selected].filter((id) => shown.has(id));
    if (next.length !== selected.size) set(new Set(next));
  },
  clear(): void {
    if (selected.size > 0 || anchor !== null) set(new Set(), null);
  },
  get(): ReadonlySet<string> {
    return selected;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The selected ids; re-renders on every change of the selection. */
export function useSelection(): ReadonlySet<string> {
  return useSyncExternalStore(selection.subscribe, selection.get, selection.get);
}
