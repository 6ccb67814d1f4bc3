import { getQueryClient } from '@tm/api-client/query-client';
import { getSessionState } from '@tm/api-client/session-store';
import { taskListQuery } from '@tm/api-client/task-list-query';
import { getTrpcOptions } from '@tm/api-client/trpc';
import type { RemoteName } from '@tm/domain/remotes/remote-props';
import { loadRemoteApp } from './load-remote.ts';

interface Opening {
  remote: RemoteName;
  /** Fetches the query the screen shows first, with the same options as the screen's own `useQuery`. */
  firstQuery?: () => Promise<void>;
  membersOnly?: boolean;
}

const publicTasks = () => getQueryClient().prefetchQuery(getTrpcOptions().tasks.publicList.queryOptions());
const allTasks = () => getQueryClient().prefetchQuery(taskListQuery());

// What each address shows (routing/router.tsx; `/` goes to the dashboard).
const OPENINGS: Record<string, Opening> = {
  '/': { remote: 'mf-dashboard', firstQuery: publicTasks },
  '/dashboard': { remote: 'mf-dashboard', firstQuery: publicTasks },
  '/app': { remote: 'mf-tasks', firstQuery: allTasks, membersOnly: true },
  '/urgent': { remote: 'mf-tasks', membersOnly: true },
  '/app/calendar': { remote: 'mf-tasks', firstQuery: allTasks, membersOnly: true },
  '/meeting': { remote: 'mf-meeting', membersOnly: true },
  '/analytics': { remote: 'mf-analytics', membersOnly: true },
};

/**
 * Starts loading the remote of the address the page opens at, and the data it
 * shows first, before the shell has set up i18n, checked the session and
 * rendered: they then download alongside the shell instead of one after the
 * other. The screen's own load (RemoteScreen) gets the same module and its
 * `useQuery` the same cache entry; it also reports any failure. A visitor known
 * to be signed out loads nothing for a members' screen (they go to /login).
 */
export function preloadRemoteAt(pathname: string): void {
  const path = pathname.replace(/(.)\/+$/, '$1');
  // A task's own view (/app/tasks/{id}) opens over the list: the same screen and data.
  const opening = OPENINGS[/^\/app\/tasks\/[^/]+$/.test(path) ? '/app' : path];
  if (!opening) return;
  if (opening.membersOnly && getSessionState().status === 'signedOut') return;
  loadRemoteApp(opening.remote).catch(() => undefined);
  if (opening.firstQuery) void opening.firstQuery();
}
