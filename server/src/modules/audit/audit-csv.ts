import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AuditEntry } from '@tm/domain/audit/audit.schema';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';

const COLUMNS = [
  'id',
  'at',
  'actorId',
  'actorName',
  'kind',
  'targetType',
  'targetId',
  'ip',
  'details',
] as const;

/**
 * Streams the entries as RFC 4180 CSV (csv-stringify quotes what needs it). Cells
 * starting with = + - @ tab or CR get a leading apostrophe (escape_formulas), so a
 * name or detail typed by someone cannot run as a formula in a spreadsheet.
 */
export async function sendAuditCsv(res: Response, entries: AsyncIterable<AuditEntry>): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="audit-${day}.csv"`);
  res.setHeader('Cache-Control', 'no-store');
  const rows = Readable.from(
    (async function* () {
      for await (const e of entries) {
        yield { ...e, details: Object.keys(e.details).length ? JSON.stringify(e.details) : '' };
      }
    })(),
  );
  await pipeline(
    rows,
    stringify({ header: true, columns: [...COLUMNS], escape_formulas: true, bom: false }),
    res,
  );
}
