import { pageSingleton } from '@tm/api-client/page-singleton';
import { getQueryClient } from '@tm/api-client/query-client';
import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import { TRPC_MAX_BATCH } from '@tm/domain/api/trpc-batch';
import type { AppRouter } from '@tm/server/router-type';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** `useTRPC()` gives typed query/mutation options: `useQuery(trpc.tasks.list.queryOptions())`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = pageSingleton('trpc-context', () =>
  createTRPCContext<AppRouter>(),
);

/**
 * The page's one tRPC client (cookies included; JSON bodies satisfy the anti-forgery rule).
 * Sign-in calls (`auth.*` and `twoFactor.*` mutations) go alone, one per request: the server refuses
 * them inside a batch. Other calls are batched, at most as many as the server takes.
 */
export function getTrpcClient() {
  return pageSingleton('trpc-client', () => {
    const url = `${getApiBaseUrl()}/trpc`;
    const withCookies: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });
    return createTRPCClient<AppRouter>({
      links: [
        splitLink({
          condition: (op) =>
            op.type === 'mutation' && (op.path.startsWith('auth.') || op.path.startsWith('twoFactor.')),
          true: httpLink({ url, fetch: withCookies }),
          false: httpBatchLink({ url, fetch: withCookies, maxItems: TRPC_MAX_BATCH }),
        }),
      ],
    });
  });
}

/**
 * The same query options outside React, on the page's QueryClient: for the shell
 * to start the first query of the screen it opens on before that screen has loaded.
 */
export function getTrpcOptions() {
  return pageSingleton('trpc-options', () =>
    createTRPCOptionsProxy<AppRouter>({ client: getTrpcClient(), queryClient: getQueryClient() }),
  );
}
