import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import { useNavigate } from '@tm/ui/router';

const LOGIN_AND_BACK = '/login?next=/dashboard';

/**
 * "Prendre en charge": a signed-in member takes the task (POST /api/tasks/{id}/claim over
 * tRPC); anyone else goes to the login page and comes back to the dashboard. A standalone
 * dashboard on another host sends visitors to the product's own login page.
 */
export function useClaimTask() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { status } = useSession();
  const mutation = useMutation(
    trpc.tasks.claim.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.tasks.publicList.queryKey() }),
    }),
  );

  const claim = (id: string) => {
    if (status === 'signedIn') {
      mutation.mutate({ id });
      return;
    }
    const apiBase = getApiBaseUrl();
    if (apiBase) window.location.assign(`${apiBase}${LOGIN_AND_BACK}`);
    else void navigate(LOGIN_AND_BACK);
  };

  return { claim, mutation, signedIn: status === 'signedIn' };
}
