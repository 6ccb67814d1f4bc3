import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';

/** The filters as the panel holds them: empty strings mean "any". */
export interface AuditFilters {
  actor: string;
  kind: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', kind: '', from: '', to: '' };

const PAGE = 50;

/** Only the filters that are set, as GET /api/admin/audit and tRPC audit.list take them. */
function auditQuery(f: AuditFilters) {
  return {
    ...(f.actor ? { actor: f.actor } : {}),
    ...(f.kind ? { kind: f.kind } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}

/** The CSV download of every entry the filters match (the same filters, no paging). */
export function csvHref(f: AuditFilters): string {
  return `/api/admin/audit?${new URLSearchParams({ ...auditQuery(f), format: 'csv' })}`;
}

/** Pages of the log, newest first, and the team to filter by (admins only). */
export function useAudit(filters: AuditFilters) {
  const trpc = useTRPC();
  return {
    pages: useInfiniteQuery({
      ...trpc.audit.list.infiniteQueryOptions(
        { ...auditQuery(filters), limit: PAGE },
        { getNextPageParam: (last) => last.nextCursor ?? undefined },
      ),
      staleTime: 0,
    }),
    team: useQuery(trpc.users.list.queryOptions()),
  };
}
