import { AuditQuery } from '@tm/domain/audit/audit.schema';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { listAudit } from './audit.service.ts';

export const auditEndpoints = {
  // tRPC only: REST's GET /api/admin/audit (audit.rest.ts) answers the same pages, or the CSV file.
  // An infinite query's client adds which way it pages; only forward (older entries) exists.
  list: endpoint({
    auth: 'admin',
    kind: 'query',
    summary: 'The audit log, newest first, one page',
    input: AuditQuery.extend({ direction: z.enum(['forward', 'backward']).optional() }),
    handler: (ctx, { direction: _direction, ...query }) => listAudit(ctx, query),
  }),
};
