import { pageSingleton } from '@tm/api-client/page-singleton';
import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import type { AppRouter } from '@tm/server/router-type';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

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
