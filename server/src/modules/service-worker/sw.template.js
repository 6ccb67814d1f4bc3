// The product's service worker, served at /sw.js by the server, which fills in
// the deployment's version and the remotes' origins. It makes repeat visits
// fast (cached shell and remotes) and handles clicks on the notifications the page
// shows through its registration while the tab is hidden.
/* global self, caches, clients, URL, Response, fetch */

const VERSION = '__SW_VERSION__';
/** Origins whose scripts and styles may be cached besides this one (remotes served from elsewhere). */
const REMOTE_ORIGINS = __SW_REMOTE_ORIGINS__;
const CACHE = `tm-${VERSION}`;
// Files whose name carries a content hash never change: the cached copy is always right.
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|png|svg|jpg|webp)$/;
const NEVER = /^\/(?:api|trpc|socket\.io)(?:\/|$)/;

self.addEventListener('install', () => {
  // A new deployment takes over at once instead of waiting for every tab to close.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Each deployment has its own cache; older ones are dropped.
      for (const key of await caches.keys()) {
        if (key.startsWith('tm-') && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  if (!sameOrigin && !REMOTE_ORIGINS.includes(url.origin)) return;
  if (sameOrigin && NEVER.test(url.pathname)) return;
  if (
    request.mode === 'navigate' ||
    url.pathname.endsWith('/remoteEntry.js') ||
    url.pathname.endsWith('.html')
  ) {
    event.respondWith(networkFirst(request));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

/** The latest copy when the network answers, the cached one when it does not. */
async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// Web Push (modules/push): the server sends an inbox notification here when no tab of
// the member is open; the payload is {title, body, url, tag}, already in their language.
self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data?.json() ?? null;
  } catch {
    // Not ours (no JSON): nothing to show.
  }
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body ?? '',
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-maskable-192.png',
      data: { url: message.url ?? '/app' },
    }),
  );
});

// A click brings the product's tab forward on the notification's page (the task), or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/app', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = open.find((c) => new URL(c.url).origin === self.location.origin);
      if (!tab) return clients.openWindow(target);
      await tab.focus();
      // A tab already on that page stays as it is; navigate() needs a tab this worker controls.
      if (tab.url !== target && 'navigate' in tab) await tab.navigate(target).catch(() => undefined);
    })(),
  );
});
