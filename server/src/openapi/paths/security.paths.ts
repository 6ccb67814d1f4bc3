import { AuditPage, AuditRestQuery } from '@tm/domain/audit/audit.schema';
import { route } from '../route-spec.ts';

/** modules/audit and modules/auth/oidc (issue 21). */
export const securityPaths = [
  route({
    method: 'get',
    path: '/api/admin/audit',
    summary: 'The audit log, newest first (format=csv: every matching entry as CSV)',
    auth: 'admin',
    query: AuditRestQuery,
    responses: { 200: { json: AuditPage, orMediaType: 'text/csv' } },
  }),
];
