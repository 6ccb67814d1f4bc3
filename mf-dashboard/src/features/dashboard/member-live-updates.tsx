import { useQueryClient } from '@tanstack/react-query';
import type { ConnectionState } from '@tm/api-client/socket';
import { useTRPC } from '@tm/api-client/trpc';
import { useConnectionState } from '@tm/api-client/use-connection-state';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import { useEffect } from 'react';

/**
 * A member's dashboard follows the page's Socket.IO connection: `tasks:public_updated`
 * refetches the list; after a reconnection that lost events, AppProviders' resync
 * refetches it with every other query. Rendered only for members, so that an
 * anonymous viewer never opens the socket.
 */
export function MemberLiveUpdates({ onState }: { onState: (state: ConnectionState) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const connection = useConnectionState();
  useEffect(() => onState(connection), [connection, onState]);
  useSocketEvent('tasks:public_updated', () => {
    void queryClient.invalidateQueries({ queryKey: trpc.tasks.publicList.queryKey() });
  });
  return null;
}
