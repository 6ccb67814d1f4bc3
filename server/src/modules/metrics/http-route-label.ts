import type { Request } from 'express';

// The `route` label of the request histogram is the route's pattern, never the raw URL:
// every id, query and unknown path would otherwise make a time series of its own.

/** What the histogram files a request under, from the route express matched (if any). */
export function routeLabel(req: Request, knownProcedures: ReadonlySet<string>): string {
  if (req.route?.path !== undefined && typeof req.route.path === 'string') {
    return `${req.baseUrl}${req.route.path}` || '/';
  }
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path === '/trpc' || path.startsWith('/trpc/'))
    return trpcLabel(path.slice('/trpc/'.length), knownProcedures);
  if (path === '/api' || path.startsWith('/api/')) return '/api/(unmatched)';
  if (path === '/socket.io' || path.startsWith('/socket.io/')) return '/socket.io';
  // The built apps and their files: one series for all of them.
  return '(static)';
}

/** tRPC's path is its procedure's name (or a comma-separated batch of them). */
function trpcLabel(names: string, knownProcedures: ReadonlySet<string>): string {
  if (names.includes(',')) return '/trpc/(batch)';
  return knownProcedures.has(names) ? `/trpc/${names}` : '/trpc/(unknown)';
}
