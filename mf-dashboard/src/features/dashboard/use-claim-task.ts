import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import { useNavigate, useSearchParams } from '@tm/ui/router';
import { useEffect, useRef } from 'react';
import { dashboardPath } from './dashboard-project.ts';

/** `?claim=<id>` on /dashboard (or /dashboard/{KEY}): the claim a visitor asked for before signing in. */
export const CLAIM_PARAM = 'claim';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The login address that brings a visitor back to the dashboard they were on (the
 * instance's, or `projectKey`'s) to finish claiming `id`. `next` is a same-origin relative
 * path (the login page's safeNext refuses anything else).
 */
export function loginToClaim(id: string, projectKey: string | null = null): string {
  return `/login?next=${encodeURIComponent(`${dashboardPath(projectKey)}?${CLAIM_PARAM}=${id}`)}`;
}

/**
 * "Prendre en charge": a signed-in member takes the task (POST /api/tasks/{id}/claim over
 * tRPC); anyone else goes to the login page, and once signed in comes back to
 * `/dashboard?claim=<id>`, where the claim is completed and the parameter dropped. A
 * standalone dashboard on another host sends visitors to the product's own login page
 * (they come back to the product's dashboard, which completes the claim).
 */
export function useClaimTask(projectKey: string | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { status } = useSession();
  const mutation = useMutation(
    trpc.tasks.claim.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.tasks.publicList.queryKey() }),
    }),
  );

  const pending = params.get(CLAIM_PARAM);
  const completed = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'signedIn' || !pending || completed.current === pending) return;
    completed.current = pending;
    if (UUID.test(pending)) mutation.mutate({ id: pending });
    const rest = new URLSearchParams(params);
    rest.delete(CLAIM_PARAM);
    setParams(rest, { replace: true });
  }, [status, pending, params, setParams, mutation]);

  const claim = (id: string) => {
    if (status === 'signedIn') {
      mutation.mutate({ id });
      return;
    }
    const apiBase = getApiBaseUrl();
    if (apiBase) window.location.assign(`${apiBase}${loginToClaim(id, projectKey)}`);
    else void navigate(loginToClaim(id, projectKey));
  };

  return { claim, mutation, signedIn: status === 'signedIn' };
}
