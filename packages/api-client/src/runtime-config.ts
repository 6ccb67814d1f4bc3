// Where the API lives. The shell and remotes served by our own server use the
// page's origin (empty base). A standalone deployment on another host (e.g. the
// public dashboard on a CDN) sets it at run time, without rebuilding, in the
// `config.json` next to its index.html: `{ "apiUrl": "https://tasks.example.com" }`.
import { pageSingleton } from '@tm/api-client/page-singleton';

const config = pageSingleton('runtime-config', () => ({ apiBaseUrl: '' }));

export function getApiBaseUrl(): string {
  return config.apiBaseUrl;
}

export function setApiBaseUrl(url: string): void {
  config.apiBaseUrl = url.replace(/\/+$/, '');
}

/** Reads `./config.json` beside the page when present; a missing file keeps same-origin. */
export async function loadRuntimeConfig(url = './config.json'): Promise<void> {
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (!res.ok || !res.headers.get('content-type')?.includes('json')) return;
    const body = (await res.json()) as { apiUrl?: unknown };
    if (typeof body.apiUrl === 'string') setApiBaseUrl(body.apiUrl);
  } catch {
    // No configuration file: same origin.
  }
}
