import { notifyManager } from '@tanstack/react-query';
import type { Task } from '@tm/domain/task/task.schema';
import type { ListedTask } from '@tm/domain/task/task-card';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { getSocket } from './socket.ts';
import { detailOf, type TaskChange, taskStore } from './task-store.ts';

/**
 * Re-renders after a write the way the query cache's own observers do: batched, after
 * the current task. A list's ids (its query) and its tasks' fields (the store) then
 * change in one render, and what runs in between (a closing dialog giving the focus to
 * the neighbour of a card being removed) still sees the screen as it was.
 */
const subscribeRender = (onChange: () => void) => taskStore().subscribe(notifyManager.batchCalls(onChange));

const sameCards = (a: readonly ListedTask[] | undefined, b: readonly ListedTask[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((t, i) => t === b[i]));

/**
 * The cards of `ids`, in their order, from the page's store (ids it no longer holds
 * are left out); the same array until one of them changes, so that a list
 * re-renders only for its own tasks.
 */
export function useStoredCards(ids: readonly string[] | undefined): ListedTask[] | undefined {
  const last = useRef<ListedTask[] | undefined>(undefined);
  const read = useCallback(() => {
    const store = taskStore();
    const cards = ids?.flatMap((id) => store.get(id)?.card ?? []);
    if (!sameCards(last.current, cards)) last.current = cards;
    return last.current;
  }, [ids]);
  return useSyncExternalStore(subscribeRender, read, read);
}

/** The task `id` with its comments and checklist, once the store holds them. */
export function useStoredDetail(id: string): Task | undefined {
  const read = useCallback(() => detailOf(taskStore().get(id)), [id]);
  return useSyncExternalStore(subscribeRender, read, read);
}

const SERVER_EVENTS: ReadonlySet<TaskChange['kind']> = new Set(['created', 'updated', 'missed', 'deleted']);

/**
 * Runs `listener` after each write of a task event from the server (created,
 * changed, deleted) into the page's store: for what the screens count or aggregate
 * rather than hold (the header's counts, the meeting, analytics), which refetch.
 * The latest listener is always called. It opens the page's socket, where the events come from.
 */
export function useServerTaskChanges(listener: () => void): void {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => {
    getSocket();
    return taskStore().subscribe((changes) => {
      if (changes.some((change) => SERVER_EVENTS.has(change.kind))) ref.current();
    });
  }, []);
}
