import { AuditPage, AuditRestQuery } from '@tm/domain/audit/audit.schema';
import { defineModule } from '../define-module.ts';
import { route } from '../route-spec.ts';
import { auditEndpoints } from './audit.endpoints.ts';
import { defineAuditJobs } from './audit.jobs.ts';
import { auditRest } from './audit.rest.ts';

export const auditModule = defineModule({
  name: 'audit',
  tag: 'The audit log (admins).',
  adapters: auditRest,
  endpoints: auditEndpoints,
  jobs: defineAuditJobs,
  paths: [
    route({
      method: 'get',
      path: '/api/admin/audit',
      procedure: 'audit.list',
      summary: 'The audit log, newest first (format=csv: every matching entry as CSV)',
      auth: 'admin',
      query: AuditRestQuery,
      responses: { 200: { json: AuditPage, orMediaType: 'text/csv' } },
    }),
  ],
});
