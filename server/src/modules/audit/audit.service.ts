import type { AuditEntry, AuditPage, AuditQuery } from '@tm/domain/audit/audit.schema';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { type AuditFilter, auditRepository } from './audit.repository.ts';

// Admins only: the adapters check the role before calling in.

/** One page, newest first; `nextCursor` reads the next one. */
export async function listAudit(c: MemberCtx, query: AuditQuery): Promise<AuditPage> {
  const filter = toFilter(query);
  // One more than asked tells whether a next page exists.
  const rows = await auditRepository.list(c.em, { ...filter, limit: query.limit + 1 });
  const entries = rows.slice(0, query.limit);
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

/** Every entry the filters match (newest first), in batches so a long period never sits in memory at once. */
export async function* allAudit(c: MemberCtx, query: AuditQuery): AsyncGenerator<AuditEntry> {
  const filter = toFilter({ ...query, cursor: undefined });
  let before: AuditFilter['before'];
  for (;;) {
    const rows = await auditRepository.list(c.em, { ...filter, before, limit: 500 });
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < 500 || !last) return;
    before = { at: last.at, id: last.id };
  }
}

function toFilter(q: AuditQuery): AuditFilter {
  const from = q.from ? instant(q.from, 'start') : undefined;
  const to = q.to ? instant(q.to, 'end') : undefined;
  if (from && to && from >= to) throw badQuery('VALIDATION_FAILED', 'Invalid input: from is after to');
  return {
    actorId: q.actor,
    kindPrefix: q.kind,
    from,
    to,
    before: q.cursor ? decodeCursor(q.cursor) : undefined,
    limit: q.limit,
  };
}

/** A date means its whole day in UTC: `from` at its start, `to` up to its end (exclusive bound the next midnight). */
function instant(value: string, side: 'start' | 'end'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    return side === 'start' ? day : new Date(day.getTime() + 86_400_000);
  }
  // A timestamp's `to` is inclusive: one millisecond past it is the exclusive bound.
  const at = new Date(value);
  return side === 'start' ? at : new Date(at.getTime() + 1);
}

const encodeCursor = (e: AuditEntry) => Buffer.from(`${e.at}|${e.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!at || !id || !uuid.test(id) || Number.isNaN(Date.parse(at))) {
    throw badQuery('CURSOR_INVALID', 'Unknown cursor');
  }
  return { at, id };
}

const badQuery = (code: 'VALIDATION_FAILED' | 'CURSOR_INVALID', message: string) =>
  new DomainError('validation', code, message);
