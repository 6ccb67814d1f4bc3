import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useConnectionState } from '@tm/api-client/use-connection-state';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import { useEffect, useRef } from 'react';

/**
 * Counters and critical list, refetched whenever a task is created, changed or deleted
 * (members' socket events) and after a reconnection, in case events were missed.
 * The overview is a handful of aggregates, so a refetch is cheaper than patching it.
 */
export function useMeetingOverview() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.meeting.overview.queryOptions());
  const refetch = () => void queryClient.invalidateQueries({ queryKey: trpc.meeting.overview.queryKey() });

  useSocketEvent('task:created', refetch);
  useSocketEvent('task:updated', refetch);
  useSocketEvent('task:deleted', refetch);

  const connection = useConnectionState();
  const wasDown = useRef(false);
  useEffect(() => {
    if (connection === 'disconnected') wasDown.current = true;
    if (connection === 'connected' && wasDown.current) {
      wasDown.current = false;
      refetch();
    }
  });

  return query;
}
