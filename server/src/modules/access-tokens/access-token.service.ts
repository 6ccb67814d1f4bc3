import type {
  AccessToken,
  CreateAccessTokenInput,
  CreatedAccessToken,
} from '@tm/domain/api/access-token.schema';
import { notFound } from '../../errors/domain-error.ts';
import type { MemberCtx } from '../users/service-ctx.ts';
import { accessTokenRepository as tokens } from './access-token.repository.ts';
import { hashTokenSecret, newTokenSecret } from './access-token-secret.ts';

// A member manages only their own tokens: every statement names the member.

export function listTokens(c: MemberCtx): Promise<AccessToken[]> {
  return tokens.list(c.em, c.member.id);
}

/** The secret is in this answer only: the database keeps its hash. */
export async function createToken(c: MemberCtx, input: CreateAccessTokenInput): Promise<CreatedAccessToken> {
  const token = newTokenSecret();
  const created = await tokens.insert(c.em, c.member.id, { ...input, secretHash: hashTokenSecret(token) });
  return { ...created, token };
}

export async function revokeToken(c: MemberCtx, id: string): Promise<void> {
  if (!(await tokens.remove(c.em, c.member.id, id))) throw notFound('Access token');
}
