/** Whether the browser can show notifications and the user has not decided yet. */
export const canAskForNotifications = () =>
  typeof Notification !== 'undefined' && Notification.permission === 'default';

export async function askForNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  return (await Notification.requestPermission()) === 'granted';
}

/**
 * A system notification owned by the service worker's registration (the worker
 * brings the tab forward on click); without a worker (development), the page's own.
 * The page shows it through the registration itself rather than posting a message
 * to the worker: a message must first wake a stopped worker, and one lost on the
 * way would drop the notification without a trace.
 */
export async function showSystemNotification(title: string, body: string, tag: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration?.active) {
    await registration.showNotification(title, { body, tag, data: { url: '/app' } });
    return;
  }
  new Notification(title, { body, tag });
}
