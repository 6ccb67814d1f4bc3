import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useConnectionState } from '@tm/api-client/use-connection-state';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import { useEffect, useRef } from 'react';

/**
 * The public task list, kept live: `tasks:public_updated` (sent to everyone, signed in
 * or not) refetches it, and so does coming back online, in case events were missed.
 */
export function usePublicTasks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.tasks.publicList.queryOptions());
  const refetch = () => queryClient.invalidateQueries({ queryKey: trpc.tasks.publicList.queryKey() });

  useSocketEvent('tasks:public_updated', () => {
    void refetch();
  });

  const connection = useConnectionState();
  const wasDown = useRef(false);
  useEffect(() => {
    if (connection === 'disconnected') wasDown.current = true;
    if (connection === 'connected' && wasDown.current) {
      wasDown.current = false;
      void refetch();
    }
  });

  return query;
}
