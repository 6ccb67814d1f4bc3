/** Whether the browser can show notifications and the user has not decided yet. */
export const canAskForNotifications = () =>
  typeof Notification !== 'undefined' && Notification.permission === 'default';

export async function askForNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  return (await Notification.requestPermission()) === 'granted';
}

/**
 * A system notification through the service worker (it shows it and brings the
 * tab forward on click); without a worker (development), the page's own.
 */
export async function showSystemNotification(title: string, body: string, tag: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration?.active) {
    registration.active.postMessage({ type: 'notify', title, body, tag, url: '/app' });
    return;
  }
  new Notification(title, { body, tag });
}
