import { AuditQuery } from '@tm/domain/audit/audit.schema';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init.ts';
import { listAudit } from './audit.service.ts';

/** tRPC audit.*: the same pages as GET /api/admin/audit (the CSV file is REST only: a download). */
export const auditRouter = router({
  // An infinite query's client adds which way it pages; only forward (older entries) exists.
  list: adminProcedure
    .input(AuditQuery.extend({ direction: z.enum(['forward', 'backward']).optional() }))
    .query(({ ctx, input: { direction: _direction, ...query } }) => listAudit(ctx, query)),
});
