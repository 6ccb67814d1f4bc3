import { AuditQuery } from '@tm/domain/audit/audit.schema';
import { adminProcedure, router } from '../../trpc/init.ts';
import { listAudit } from './audit.service.ts';

/** tRPC audit.*: the same pages as GET /api/admin/audit (the CSV file is REST only: a download). */
export const auditRouter = router({
  list: adminProcedure.input(AuditQuery).query(({ ctx, input }) => listAudit(ctx, input)),
});
