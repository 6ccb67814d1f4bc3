import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';

/** The team's webhooks and every call the panel makes on them (admins only). */
export function useWebhooks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() });
  return {
    list: useQuery({ ...trpc.webhooks.list.queryOptions(), staleTime: 0 }),
    create: useMutation(trpc.webhooks.create.mutationOptions({ onSuccess: refresh })),
    update: useMutation(trpc.webhooks.update.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.webhooks.delete.mutationOptions({ onSuccess: refresh })),
    test: useMutation(trpc.webhooks.test.mutationOptions({ onSuccess: refresh })),
    redeliver: useMutation(trpc.webhooks.redeliver.mutationOptions({ onSuccess: refresh })),
  };
}
