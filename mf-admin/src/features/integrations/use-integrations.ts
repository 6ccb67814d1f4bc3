import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';

/** The signed-in user's integrations and every call the panel makes on them. */
export function useIntegrations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.integrations.list.queryKey() });
  return {
    list: useQuery({ ...trpc.integrations.list.queryOptions(), staleTime: 0 }),
    test: useMutation(trpc.integrations.test.mutationOptions()),
    configure: useMutation(trpc.integrations.configure.mutationOptions({ onSuccess: refresh })),
    sync: useMutation(trpc.integrations.sync.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.integrations.remove.mutationOptions({ onSuccess: refresh })),
  };
}

export type IntegrationCalls = ReturnType<typeof useIntegrations>;
