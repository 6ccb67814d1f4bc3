import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';

/**
 * The pending invitations (neither used, revoked nor expired), newest first.
 * A sign-up announces itself as `users:updated`: an invitation it used stops
 * being pending, so the list is read again then, like the team list.
 */
export function useInvitations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.invitations.list.queryOptions());
  const reload = () => void queryClient.invalidateQueries({ queryKey: trpc.invitations.list.queryKey() });
  useSocketEvent('users:updated', reload);
  return { ...query, reload };
}
