// The toasts' code downloads lazily, for members only. The server may send a
// notification before it has arrived (a task assigned while the page loads):
// this small module listens from the start and keeps what came early, so the
// toasts show it once they mount instead of it being lost.
import type { NotificationPayload } from '@tm/domain/realtime/socket-events';

type Handler = (n: NotificationPayload) => void;

const MAX_WAITING = 20;
let waiting: NotificationPayload[] = [];
let deliver: Handler | null = null;
let listening = false;

/** Starts listening on the page's socket for the member's notifications (once per page). */
export function listenForNotifications(): void {
  if (listening) return;
  listening = true;
  void import('@tm/api-client/socket').then(({ getSocket }) => {
    getSocket().on('notification', (n) => {
      if (deliver) deliver(n);
      else waiting = [...waiting, n].slice(-MAX_WAITING);
    });
  });
}

/**
 * The toasts take delivery: what waited first, then each new notification.
 * Answers the release (on unmount, e.g. sign-out), which also drops anything left.
 */
export function receiveNotifications(handler: Handler): () => void {
  deliver = handler;
  const early = waiting;
  waiting = [];
  for (const n of early) handler(n);
  return () => {
    if (deliver === handler) deliver = null;
    waiting = [];
  };
}
