import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tm/api-client/api-fetch';
import type { InvitationLookup } from '@tm/domain/auth/invitation.schema';
import { useSearchParams } from '@tm/ui/router';

export interface InvitationLink {
  token: string;
  /** The invited address, once the server has said the link can be used. */
  valid: InvitationLookup | undefined;
  /** Why the link cannot be used (expired, used, revoked, sign-up closed). */
  error: unknown;
}

/** The invitation a `/login?invitation=…` link carries, checked with the server; null without one. */
export function useInvitationLink(): InvitationLink | null {
  const [params] = useSearchParams();
  const token = params.get('invitation');
  const lookup = useQuery({
    queryKey: ['invitation', token],
    // POST: the token stays out of URLs the server logs.
    queryFn: () => apiFetch<InvitationLookup>('/api/auth/invitation', { method: 'POST', body: { token } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!token) return null;
  return { token, valid: lookup.data, error: lookup.error };
}
