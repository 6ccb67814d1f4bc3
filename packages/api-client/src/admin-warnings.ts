import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tm/api-client/api-fetch';

/** GET /api/admin/warnings: what the app warns admins about. */
export interface AdminWarnings {
  defaultAdminPassword: boolean;
}

/** Invalidate this key after a password change so the warning goes away at once. */
export const ADMIN_WARNINGS_KEY = ['admin-warnings'] as const;

/** Use for admins only (anyone else is refused with 403). */
export function useAdminWarnings() {
  return useQuery({
    queryKey: ADMIN_WARNINGS_KEY,
    queryFn: () => apiFetch<AdminWarnings>('/api/admin/warnings'),
  });
}
