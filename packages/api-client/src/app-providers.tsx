import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@tm/api-client/query-client';
import { useResyncOnReconnect } from '@tm/api-client/resync-on-reconnect';
import { useTaskStoreFollowsSocket } from '@tm/api-client/task-socket';
import { getTrpcClient, TRPCProvider } from '@tm/api-client/trpc';
import { type ReactNode, useContext } from 'react';

/**
 * React Query and tRPC for a subtree. The shell wraps the page in it; each
 * remote's exposed App wraps itself too: inside the shell it takes the host's
 * QueryClient (one cache per page), standalone it brings its own. Either way the
 * cache is refetched after a reconnection that lost live events, once per client,
 * and the page's task store follows the socket's task events, once per page.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const hostClient = useContext(QueryClientContext);
  const queryClient = hostClient ?? getQueryClient();
  useResyncOnReconnect(queryClient);
  useTaskStoreFollowsSocket();
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={getTrpcClient()} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
