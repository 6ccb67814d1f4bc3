import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import type { PublicUser } from '@tm/domain/user/user.schema';
import { useCallback, useMemo } from 'react';

const NONE: PublicUser[] = [];

/**
 * The team as mentions need it: who can be picked, and each member's current
 * name (a mention shows the name a member has now, so a rename shows at once).
 */
export function useTeamMembers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.users.list.queryKey();
  const team = useQuery({ ...trpc.users.list.queryOptions(), staleTime: 60_000 });
  // A rename, a new member or a deleted one: read the team again.
  useSocketEvent('users:updated', () => void queryClient.invalidateQueries({ queryKey: key }));
  const members = team.data ?? NONE;
  const names = useMemo(() => new Map(members.map((m) => [m.id, m.name])), [members]);
  const nameOf = useCallback((id: string) => names.get(id), [names]);
  return { members, nameOf };
}
