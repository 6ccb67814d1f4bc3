import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorCodeOf } from '@tm/api-client/api-error';
import { useSession } from '@tm/api-client/session';
import type { ConnectionState } from '@tm/api-client/socket';
import { useTRPC } from '@tm/api-client/trpc';
import { useEffect, useState } from 'react';
import { openPublicStream } from './public-stream.ts';

/** How often the list is read while the stream cannot be used. */
const POLL_MS = 30_000;

type LiveSource = 'stream' | 'socket' | null;

/**
 * The public task list (the instance's, or with `projectKey` one project's), kept live,
 * and where its updates come from:
 * - nobody signed in (a wall screen, an embed): the Server-Sent Events stream made
 *   for anonymous viewers, which carries the list itself; no Socket.IO connection is
 *   opened. If the stream keeps failing the list is polled until it is back.
 * - a member: Socket.IO as everywhere else (MemberLiveUpdates refetches on
 *   `tasks:public_updated`).
 * The first answer comes from tasks.publicList either way (it also serves while the
 * session is being checked).
 */
export function usePublicTasks(projectKey: string | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const source: LiveSource =
    session.status === 'signedOut' ? 'stream' : session.status === 'signedIn' ? 'socket' : null;
  const [streamState, setStreamState] = useState<ConnectionState>('connecting');
  const [polling, setPolling] = useState(false);
  const [confirmedAt, setConfirmedAt] = useState(0);
  // No input for the instance's list: the key the shell prefetches (routing/screens.tsx).
  const input = projectKey ? { project: projectKey } : undefined;
  const query = useQuery({
    ...trpc.tasks.publicList.queryOptions(input),
    refetchInterval: source === 'stream' && polling ? POLL_MS : false,
  });

  useEffect(() => {
    if (source !== 'stream') return;
    const key = trpc.tasks.publicList.queryKey(projectKey ? { project: projectKey } : undefined);
    return openPublicStream({
      project: projectKey,
      onList: (tasks) => queryClient.setQueryData(key, tasks),
      onState: (state) => {
        setStreamState(state);
        // Reconnected: the server resends the list only if it changed since the version
        // the browser holds, so the list held is confirmed current as of now.
        if (state === 'connected') setConfirmedAt(Date.now());
      },
      onFallback: setPolling,
    });
  }, [source, projectKey, trpc, queryClient]);

  return {
    query,
    source,
    streamState,
    // A key that names no live project with a published task (the server never says which).
    nothingPublished: !query.data && errorCodeOf(query.error) === 'NOT_FOUND',
    // When the list shown was last known to be current: read, received, or confirmed by a reconnection.
    updatedAt: query.dataUpdatedAt ? new Date(Math.max(query.dataUpdatedAt, confirmedAt)) : null,
  };
}
