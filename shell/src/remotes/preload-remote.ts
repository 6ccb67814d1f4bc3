import { getSessionState } from '@tm/api-client/session-store';
import { screenAt } from '../routing/screens.tsx';
import { loadRemoteApp } from './load-remote.ts';

/**
 * Starts loading the remote of the address the page opens at, and the data it
 * shows first (the screen's `remote` and `firstQuery`, routing/screens.tsx),
 * before the shell has set up i18n, checked the session and rendered: they then
 * download alongside the shell instead of one after the other. The screen's own
 * load (RemoteScreen) gets the same module and its `useQuery` the same cache
 * entry; it also reports any failure. A visitor known to be signed out loads
 * nothing for a members' screen (they go to /login).
 */
export function preloadRemoteAt(pathname: string): void {
  const screen = screenAt(pathname);
  if (!screen) return;
  if (screen.access === 'members' && getSessionState().status === 'signedOut') return;
  // A screen of the shell itself (the projects pages) may still have data to read ahead.
  if (screen.remote) loadRemoteApp(screen.remote).catch(() => undefined);
  if (screen.firstQuery) void screen.firstQuery();
}
