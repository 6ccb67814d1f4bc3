import { pageSingleton } from '@tm/api-client/page-singleton';
import { getQueryClient } from '@tm/api-client/query-client';
import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import type { AppRouter } from '@tm/server/router-type';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** `useTRPC()` gives typed query/mutation options: `useQuery(trpc.tasks.list.queryOptions())`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = pageSingleton('trpc-context', () =>
  createTRPCContext<AppRouter>(),
);

/** The page's one tRPC client (cookies included; JSON bodies satisfy the anti-forgery rule). */
export function getTrpcClient() {
  return pageSingleton('trpc-client', () =>
    createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${getApiBaseUrl()}/trpc`,
          fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
        }),
      ],
    }),
  );
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
