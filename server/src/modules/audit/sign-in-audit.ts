import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceCtx } from '../users/service-ctx.ts';
import { recordAudit } from './audit.ts';

export type SignInMethod = 'password' | 'name' | 'oidc';

/** `auth.login`: the account is now signed in (after any second factor). */
export function auditSignIn(c: ServiceCtx, user: { id: string; name: string }, method: SignInMethod) {
  return recordAudit(
    c,
    { kind: 'auth.login', target: { type: 'user', id: user.id }, details: { method } },
    { id: user.id, name: user.name },
  );
}

/**
 * `auth.login_failed` for a refused credential (wrong password, unknown account,
 * throttled), named by what was typed; a malformed request is not a sign-in attempt.
 */
export async function auditSignInFailed(c: ServiceCtx, tried: string, method: SignInMethod, err: unknown) {
  const code = err instanceof DomainError ? err.code : null;
  if (code !== 'INVALID_CREDENTIALS' && code !== 'RATE_LIMITED' && method !== 'oidc') return;
  await recordAudit(
    c,
    { kind: 'auth.login_failed', details: { method, tried, reason: code } },
    { id: null, name: tried },
  );
}

/** `auth.logout`, by the member whose session ends. */
export async function auditSignOut(c: ServiceCtx) {
  if (!c.member) return;
  await recordAudit(c, { kind: 'auth.logout', target: { type: 'user', id: c.member.id } });
}
