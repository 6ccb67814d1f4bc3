import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import type { AppRouter } from '@tm/server/router-type';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

/** `useTRPC()` gives typed query/mutation options: `useQuery(trpc.tasks.list.queryOptions())`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let client: ReturnType<typeof createTRPCClient<AppRouter>> | null = null;

/** The page's one tRPC client (cookies included; JSON bodies satisfy the anti-forgery rule). */
export function getTrpcClient() {
  client ??= createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${getApiBaseUrl()}/trpc`,
        fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
      }),
    ],
  });
  return client;
}
