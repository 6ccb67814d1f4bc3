import type { ServerToClientEvents } from '@tm/domain/realtime/socket-events';
import { useEffect } from 'react';
import { pageSingleton } from './page-singleton.ts';
import { whenSocketOpens } from './socket.ts';
import { type TaskStore, taskStore } from './task-store.ts';

type TaskEvents = Pick<
  ServerToClientEvents,
  'task:created' | 'task:updated' | 'task:deleted' | 'comment:added' | 'comment:updated' | 'comment:deleted'
>;

/** The part of the page's socket the task events need (a plain emitter in tests). */
export interface TaskEventSource {
  on<E extends keyof TaskEvents>(event: E, listener: TaskEvents[E]): unknown;
}

/**
 * The page's one subscription to the task events: each writes the store once, and
 * the lists, counts and aggregates follow the store (its `subscribe`). A comment is
 * counted on its card here only: each event reaches a page once, where the sender's
 * own answer would count the same comment a second time.
 */
export function followTaskEvents(socket: TaskEventSource, store: TaskStore): void {
  socket.on('task:created', (task) => store.put([task], 'created'));
  socket.on('task:updated', (update) => store.update(update));
  socket.on('task:deleted', ({ id }) => store.remove([id], 'deleted'));
  socket.on('comment:added', ({ taskId, comment }) => store.comment(taskId, { added: comment }, 1));
  socket.on('comment:updated', ({ taskId, comment }) => store.comment(taskId, { edited: comment }));
  socket.on('comment:deleted', ({ taskId, id }) => store.comment(taskId, { deleted: id }, -1));
}

// Keyed on the page: nested AppProviders and a remote's own copy of this module follow a socket once.
const followed = () => pageSingleton('task-store-sockets', () => new WeakSet<object>());

/**
 * Mounted by AppProviders: the page's store follows the page's socket from the
 * moment something opens it (it never opens it itself), for as long as the page lives.
 */
export function useTaskStoreFollowsSocket(): void {
  useEffect(
    () =>
      whenSocketOpens((socket) => {
        if (followed().has(socket)) return;
        followed().add(socket);
        followTaskEvents(socket, taskStore());
      }),
    [],
  );
}
