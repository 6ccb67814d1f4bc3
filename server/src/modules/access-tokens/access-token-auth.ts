import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { accessTokenRepository, type TokenUse } from './access-token.repository.ts';
import { hashTokenSecret } from './access-token-secret.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const tokenInvalid = () =>
  new DomainError('unauthenticated', 'TOKEN_INVALID', 'Access token unknown, revoked or expired');

export const tokenReadOnly = () =>
  new DomainError(
    'forbidden',
    'TOKEN_READ_ONLY',
    'This access token has the read scope: it cannot make changes',
  );

/**
 * The member behind `Authorization: Bearer <token>`, checked at every call (the
 * token, its expiry and the member's account, in one query), then counted
 * against the token's rate limit. A bad token is a 401, never a fall-back to a
 * cookie the same request may carry.
 */
export async function authenticateToken(deps: AppDeps, em: EntityManager, token: string): Promise<TokenUse> {
  const use = await accessTokenRepository.findLive(em, hashTokenSecret(token));
  if (!use) throw tokenInvalid();
  await deps.tokenRateLimit.take(use.tokenId);
  return use;
}

/** REST: a read token may only use the safe methods. */
export function assertRestScope(scope: TokenUse['scope'] | null, method: string): void {
  if (scope === 'read' && !SAFE_METHODS.has(method)) throw tokenReadOnly();
}
