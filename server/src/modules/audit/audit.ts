import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditKind, AuditTargetType } from '@tm/domain/audit/audit.schema';
import { auditRepository } from './audit.repository.ts';

/**
 * Who acted: the signed-in member, or, when nobody is (a failed sign-in), null and the
 * name that was tried. The name is copied into the entry so it outlives the account.
 */
export interface AuditActor {
  id: string | null;
  name: string;
}

export interface AuditEvent {
  kind: AuditKind;
  target?: { type: AuditTargetType; id: string } | null;
  /** Small facts about the act (old and new role, the task's title…); never secrets. */
  details?: Record<string, unknown>;
  /** Repeats with this key within 15 minutes raise the first entry's `details.count` instead of adding one. */
  aggregateKey?: string;
}

/** What a service already holds: REST's `req.ctx`, tRPC's context, a ServiceCtx or MemberCtx. */
export interface AuditSource {
  em: EntityManager;
  member?: { id: string; name: string } | null;
  /** The request's address; absent for work that no request started. */
  ip?: string;
}

/**
 * Records one audit entry with the given EntityManager. Pass the transaction's
 * EntityManager (`em.transactional(async (em) => …)`) to write the entry in the same
 * transaction as the change: both commit or neither does.
 *
 *   await recordAudit(c, { kind: 'user.role_changed', target: { type: 'user', id }, details: { isAdmin } });
 *   await recordAudit({ ...c, em: tx }, { kind: 'auth.password_changed', target: … });
 *   await recordAudit(c, { kind: 'auth.login_failed', details: { email } }, { id: null, name: email });
 */
export async function recordAudit(source: AuditSource, event: AuditEvent, actor?: AuditActor): Promise<void> {
  const who =
    actor ?? (source.member ? { id: source.member.id, name: source.member.name } : { id: null, name: '' });
  await auditRepository.insert(source.em, {
    actorId: who.id,
    actorName: who.name,
    kind: event.kind,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    ip: source.ip ?? '',
    details: event.details ?? {},
    ...(event.aggregateKey ? { aggregateKey: event.aggregateKey } : {}),
  });
}
