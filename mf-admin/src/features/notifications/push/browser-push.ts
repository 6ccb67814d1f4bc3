// The browser's side of Web Push: permission, the service worker's subscription,
// and which server row (POST /api/push/subscriptions) is this device's.

const SUBSCRIPTION_ID_KEY = 'tm.push.subscriptionId';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/**
 * Asks for the permission (only here, after the member pressed the button), then
 * subscribes through the product's service worker and hands the subscription to
 * `save`, which answers the server's id of it. Answers the resulting state.
 */
export async function enablePush(
  publicKey: string,
  save: (subscription: PushSubscriptionJSON) => Promise<{ id: string }>,
): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const saved = await save(subscription.toJSON());
  localStorage.setItem(SUBSCRIPTION_ID_KEY, saved.id);
  return 'on';
}

/** Unsubscribes this browser and answers the server row to delete, if this page made it. */
export async function disablePush(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  const id = localStorage.getItem(SUBSCRIPTION_ID_KEY);
  localStorage.removeItem(SUBSCRIPTION_ID_KEY);
  return id;
}
