import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEntry, AuditKind } from '@tm/domain/audit/audit.schema';
import { iso } from '../../db/sql-iso.ts';

/** One row to write; the time is the database's. */
export interface AuditRow {
  actorId: string | null;
  actorName: string;
  kind: AuditKind;
  targetType: string | null;
  targetId: string | null;
  ip: string;
  details: Record<string, unknown>;
  /**
   * Entries with the same key within one window are one entry whose `details.count`
   * says how many times it happened (`AUDIT_AGGREGATE_WINDOW_SECONDS`).
   */
  aggregateKey?: string;
}

/** The window of aggregated entries: the login throttle's 15 minutes. */
const AUDIT_AGGREGATE_WINDOW_SECONDS = 15 * 60;

/** The filters of a read, already checked and turned into instants. */
export interface AuditFilter {
  actorId?: string;
  kindPrefix?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Entries strictly older than this (at, id) position: the cursor of a page. */
  before?: { at: string; id: string };
  limit: number;
}

const COLUMNS = `id, ${iso('at')} as "at", actor_id as "actorId", actor_name as "actorName", kind,
  target_type as "targetType", target_id as "targetId", ip, details`;

// LIKE's own characters in a prefix are taken literally (a kind holds `_`).
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const auditRepository = {
  async insert(em: EntityManager, row: AuditRow): Promise<void> {
    const values = [
      randomUUID(),
      row.actorId,
      row.actorName.slice(0, 200),
      row.kind,
      row.targetType,
      row.targetId?.slice(0, 100) ?? null,
      row.ip.slice(0, 64),
    ];
    if (!row.aggregateKey) {
      await em.execute(
        `insert into audit_log (id, actor_id, actor_name, kind, target_type, target_id, ip, details)
         values (?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
        [...values, JSON.stringify(row.details)],
      );
      return;
    }
    // The window is the database's clock, the same for every instance; one statement, so
    // concurrent repeats raise the count of one entry.
    await em.execute(
      `insert into audit_log (id, actor_id, actor_name, kind, target_type, target_id, ip, details, aggregate_key)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb,
               left(?, 380) || ':' || floor(extract(epoch from now()) / ?)::bigint)
       on conflict (aggregate_key) where aggregate_key is not null do update
         set details = jsonb_set(audit_log.details, '{count}',
                                 to_jsonb(coalesce((audit_log.details->>'count')::int, 1) + 1))`,
      [
        ...values,
        JSON.stringify({ ...row.details, count: 1 }),
        row.aggregateKey,
        AUDIT_AGGREGATE_WINDOW_SECONDS,
      ],
    );
  },

  /** Newest first; `at` is compared at the database's microseconds through the id tie-break. */
  async list(em: EntityManager, f: AuditFilter): Promise<AuditEntry[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (f.actorId) {
      where.push('actor_id = ?');
      params.push(f.actorId);
    }
    if (f.kindPrefix) {
      where.push(`kind like ? escape '\\'`);
      params.push(likePrefix(f.kindPrefix));
    }
    if (f.from) {
      where.push('at >= ?');
      params.push(f.from.toISOString());
    }
    if (f.to) {
      where.push('at < ?');
      params.push(f.to.toISOString());
    }
    if (f.before) {
      // The cursor's `at` is the wire's millisecond value: rows within that same
      // millisecond are ordered by id, so nothing is skipped or repeated.
      where.push(`(date_trunc('milliseconds', at), id) < (?::timestamptz, ?::uuid)`);
      params.push(f.before.at, f.before.id);
    }
    params.push(f.limit);
    return em.execute<AuditEntry[]>(
      `select ${COLUMNS} from audit_log ${where.length ? `where ${where.join(' and ')}` : ''}
       order by date_trunc('milliseconds', at) desc, id desc limit ?`,
      params,
    );
  },

  /** Removes entries older than the retention; returns how many. */
  async purgeOlderThan(em: EntityManager, days: number): Promise<number> {
    const rows = await em.execute<{ n: string }[]>(
      `with gone as (delete from audit_log where at < now() - make_interval(days => ?) returning 1)
       select count(*)::text as n from gone`,
      [days],
    );
    return Number(rows[0]?.n ?? 0);
  },
};
