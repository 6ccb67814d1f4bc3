import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AccessToken,
  CreateAccessTokenInput,
  CreatedAccessToken,
} from '@tm/domain/api/access-token.schema';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { type AuditSource, recordAudit } from '../audit/audit.ts';
import { twoFactorRepository } from '../auth/two-factor/two-factor.repository.ts';
import { requireProjects } from '../projects/project-access.ts';
import { accessTokenRepository as tokens } from './access-token.repository.ts';
import { hashTokenSecret, newTokenSecret } from './access-token-secret.ts';

// A member manages only their own tokens: every statement names the member.

/** Live (unexpired) tokens a member may hold at once. */
export const TOKENS_PER_MEMBER = 50;

export function listTokens(c: MemberCtx): Promise<AccessToken[]> {
  return tokens.list(c.em, c.member.id);
}

/**
 * The secret is in this answer only: the database keeps its hash. While an admin
 * requires a second factor, a token would be a way around it for a member who has
 * none, so such a member gets none.
 */
export async function createToken(c: MemberCtx, input: CreateAccessTokenInput): Promise<CreatedAccessToken> {
  if (
    (await twoFactorRepository.isRequired(c.em)) &&
    !(await twoFactorRepository.isEnabled(c.em, c.member.id))
  ) {
    throw new DomainError(
      'forbidden',
      'TWO_FACTOR_REQUIRED_BY_ADMIN',
      'Your administrator requires two-factor authentication: turn it on before creating a token',
    );
  }
  // A token reaches only projects its owner is in (a later removal narrows it too: the scope).
  await requireProjects(c.em, c.member, input.projectIds);
  const token = newTokenSecret();
  const created = await c.em.transactional(async (em) => {
    if ((await tokens.countLiveLocked(em, c.member.id)) >= TOKENS_PER_MEMBER) {
      throw new DomainError(
        'conflict',
        'TOKEN_LIMIT',
        `At most ${TOKENS_PER_MEMBER} live access tokens per member: revoke one first`,
      );
    }
    const row = await tokens.insert(em, c.member.id, { ...input, secretHash: hashTokenSecret(token) });
    await recordAudit(
      { ...c, em },
      {
        kind: 'token.created',
        target: { type: 'token', id: row.id },
        details: { name: row.name, scope: row.scope, expiresAt: row.expiresAt, projectIds: row.projectIds },
      },
    );
    return row;
  });
  return { ...created, token };
}

export async function revokeToken(c: MemberCtx, id: string): Promise<void> {
  await c.em.transactional(async (em) => {
    const name = await tokens.remove(em, c.member.id, id);
    if (name === null) throw notFound('Access token');
    await recordAudit(
      { ...c, em },
      { kind: 'token.revoked', target: { type: 'token', id }, details: { name } },
    );
  });
}

/** Why every token of a member went at once (the audit entry's `reason`). */
export type TokensRevokedReason =
  | 'deactivated'
  | 'password_reset'
  | 'temporary_password'
  | 'password_changed'
  | 'signed_out_everywhere';

/**
 * Revokes every token of the member for good, in the caller's transaction, with
 * one audit entry when there were any. A token is checked in the database at every
 * call (access-token-auth.ts), so the next call with any of them is a 401 on every
 * instance; nothing brings them back (a reactivation does not).
 */
export async function revokeAllTokens(
  source: AuditSource & { em: EntityManager },
  userId: string,
  reason: TokensRevokedReason,
  actor?: { id: string | null; name: string },
): Promise<number> {
  const count = await tokens.removeAllForUser(source.em, userId);
  if (count > 0) {
    await recordAudit(
      source,
      { kind: 'token.revoked', target: { type: 'user', id: userId }, details: { count, reason } },
      actor,
    );
  }
  return count;
}
