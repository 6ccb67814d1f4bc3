/**
 * Registers the product's service worker (`/sw.js`, served by the server with a
 * version per deployment): cached shell and remotes for fast repeat visits, and
 * notifications while the tab is hidden. Only in built apps: the Vite dev server
 * does not serve it and must never be cached.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      console.warn('service worker not registered', err);
    });
  };
  // After the page's own loading, so the worker never competes with it; the
  // federated start-up may run this after `load` has already fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
