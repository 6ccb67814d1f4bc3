import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';

/** The pending invitations (neither used, revoked nor expired), newest first. */
export function useInvitations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.invitations.list.queryOptions());
  const reload = () => void queryClient.invalidateQueries({ queryKey: trpc.invitations.list.queryKey() });
  return { ...query, reload };
}
