import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tm/api-client/api-fetch';
import type { OidcClientConfig } from '@tm/domain/auth/oidc.schema';
import type { SignupMode } from '@tm/domain/auth/signup-mode';
import type { RemoteName } from '@tm/domain/remotes/remote-props';

/** GET /api/config: what the screens need before sign-in. */
export interface ClientConfig {
  demoAccounts: { email: string; password: string; isAdmin: boolean }[];
  nameOnlyLogin: boolean;
  /** Whether Sign Up is offered: to anyone, only through an invitation link, or not at all. */
  signup: SignupMode;
  /** Where each remote's remoteEntry.js lives (absolute or relative to the page). */
  remotes: Record<RemoteName, string>;
  /** Single sign-on (OIDC_*): the login button's text and whether password sign-in is off; null when not set up. */
  oidc: OidcClientConfig | null;
}

let pending: Promise<ClientConfig> | null = null;

/** Fetched once per page; a failure is forgotten so the next call tries again. */
export function fetchClientConfig(): Promise<ClientConfig> {
  pending ??= apiFetch<ClientConfig>('/api/config').catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}

/**
 * For the login page: asked again each time the page is opened, since which demo
 * accounts it may show changes when their passwords do.
 */
export function useClientConfig() {
  return useQuery({
    queryKey: ['client-config'],
    queryFn: () => apiFetch<ClientConfig>('/api/config'),
    staleTime: 0,
  });
}
