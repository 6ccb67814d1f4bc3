import { z } from 'zod';

// Audit log (issue 21): who did what, when, from which address. The contracts of
// GET /api/admin/audit and tRPC audit.*; the OpenAPI document is generated from these.

export const AUDIT_KINDS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.password_changed',
  'auth.password_reset',
  'auth.2fa_enabled',
  'auth.2fa_reset',
  'user.role_changed',
  'user.invited',
  'user.deactivated',
  'user.reactivated',
  'user.deleted',
  'session.revoked',
  'token.created',
  'token.revoked',
  'task.published',
  'task.unpublished',
  'integration.changed',
  'webhook.changed',
  'project.created',
  'project.changed',
  'project.archived',
  'project.unarchived',
  'project.deleted',
  'project.member_changed',
  'project.member_removed',
] as const;
export const AuditKind = z.enum(AUDIT_KINDS);
export type AuditKind = z.output<typeof AuditKind>;

/** What an entry is about: an account, a session, an access token, a task, an integration, a webhook or a project. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'session',
  'token',
  'task',
  'integration',
  'webhook',
  'project',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Entries kept by default (AUDIT_RETENTION_DAYS). */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;
export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;

export const AuditEntry = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  /** Null when nobody was signed in (a failed sign-in) or for the system itself. */
  actorId: z.uuid().nullable(),
  /** The name at the time: kept when the account is renamed or deleted. */
  actorName: z.string(),
  kind: AuditKind,
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.output<typeof AuditEntry>;

/** A kind prefix: a whole kind or its part up to and with a dot (`auth.` matches every sign-in kind). */
const KindPrefix = z
  .string()
  .max(40)
  .refine(
    (v) =>
      AUDIT_KINDS.some((k) => k.startsWith(v)) &&
      (v.endsWith('.') || (AUDIT_KINDS as readonly string[]).includes(v)),
    'UNKNOWN_KIND',
  );

/** An ISO date (2026-11-27, the whole day for `to`) or an ISO timestamp with zone. */
const IsoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const AuditQuery = z.strictObject({
  actor: z.uuid().optional(),
  kind: KindPrefix.optional(),
  from: IsoDateOrTime.optional(),
  to: IsoDateOrTime.optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type AuditQuery = z.output<typeof AuditQuery>;

export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.output<typeof AuditPage>;

/** GET /api/admin/audit's query: the filters, and `format=csv` for every matching entry as a CSV file. */
export const AuditRestQuery = AuditQuery.extend({ format: z.enum(['json', 'csv']).optional() });
export type AuditRestQuery = z.output<typeof AuditRestQuery>;
