import { AuditRestQuery } from '@tm/domain/audit/audit.schema';
import { Router } from 'express';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireAdmin } from '../../http/request-context.ts';
import { allAudit, listAudit } from './audit.service.ts';
import { sendAuditCsv } from './audit-csv.ts';

/**
 * `/api/admin/audit`: the audit log, admins only (checked before the query is read).
 * Not an endpoint row: the same path answers a page as JSON or every entry as a CSV stream.
 */
export function auditRest(): Router {
  const r = Router();
  r.get(
    '/admin/audit',
    requireAdmin,
    handle(async (req, res) => {
      const { format, ...query } = parseInput(AuditRestQuery, req.query);
      const c = req.ctx;
      if (format === 'csv') await sendAuditCsv(res, allAudit(c, query));
      else res.json(await listAudit(c, query));
    }),
  );
  return r;
}
