import { QueryClient } from '@tanstack/react-query';
import { errorCodeOf } from '@tm/api-client/api-error';
import { pageSingleton } from '@tm/api-client/page-singleton';

/**
 * The page's one QueryClient. This module is a shared singleton (vite.shared.ts),
 * so the shell and every federated remote get the same cache; a remote running
 * standalone creates its own here.
 */
export function getQueryClient(): QueryClient {
  return pageSingleton('query-client', createQueryClient);
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a refused or missing resource only delays the error screen.
        retry: (count, err) => {
          const code = errorCodeOf(err);
          if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'NOT_FOUND') return false;
          return count < 2;
        },
      },
    },
  });
}
