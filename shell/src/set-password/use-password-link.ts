import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tm/api-client/api-fetch';
import type { PasswordLinkLookup } from '@tm/domain/auth/password-link.schema';

/** Whose password a `/set-password?token=…` link sets, asked of the server once per token. */
export function usePasswordLink(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    // POST: the token stays out of URLs the server logs.
    queryFn: () =>
      apiFetch<PasswordLinkLookup>('/api/auth/password-link', { method: 'POST', body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
