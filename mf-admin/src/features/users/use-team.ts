import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';

/** The team list, reloaded when anyone's account changes or someone comes and goes (SPEC 4). */
export function useTeam() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.users.list.queryOptions());
  const reload = () => void queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
  useSocketEvent('users:updated', reload);
  useSocketEvent('users:online', reload);
  return { ...query, reload };
}
