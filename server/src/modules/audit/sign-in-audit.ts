import { toWellFormed } from '@tm/domain/text/plain-text';
import type { ServiceCtx } from '../../context/service-ctx.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { addressLimitKey } from '../../http/address-key.ts';
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

/** What a visitor typed is kept at most this long (code points) in the entry. */
const TRIED_MAX_CHARS = 100;

/** At most `TRIED_MAX_CHARS` code points, never half a surrogate pair nor NUL (PostgreSQL's jsonb refuses both). */
const capped = (text: string) =>
  toWellFormed(
    Array.from(text.slice(0, TRIED_MAX_CHARS * 2))
      .slice(0, TRIED_MAX_CHARS)
      .join(''),
  ).replaceAll('\u0000', '');

/**
 * `auth.login_failed` for a refused credential (wrong password, unknown account,
 * throttled), named by what was typed; a malformed request is not a sign-in attempt.
 * Anyone may cause these without an account, so their number stays bounded: the
 * throttle bounds the refused credentials, and the attempts it refuses are one entry
 * per account and address per 15 minutes (`details.count`), as are failed OpenID
 * callbacks per address and outcome (anyone may call the callback address).
 */
export async function auditSignInFailed(
  c: ServiceCtx,
  tried: string,
  method: SignInMethod,
  err: unknown,
  oidcCode?: string,
) {
  const code = err instanceof DomainError ? err.code : null;
  if (code !== 'INVALID_CREDENTIALS' && code !== 'RATE_LIMITED' && method !== 'oidc') return;
  const name = capped(tried);
  const address = addressLimitKey(c.ip);
  const aggregateKey =
    method === 'oidc'
      ? `oidc:${address}:${oidcCode ?? code}`
      : code === 'RATE_LIMITED'
        ? `throttled:${method}:${address}:${name.toLowerCase()}`
        : undefined;
  await recordAudit(
    c,
    { kind: 'auth.login_failed', details: { method, tried: name, reason: code }, aggregateKey },
    { id: null, name },
  );
}

/** `auth.logout`, by the member whose session ends. */
export async function auditSignOut(c: ServiceCtx) {
  if (!c.member) return;
  await recordAudit(c, { kind: 'auth.logout', target: { type: 'user', id: c.member.id } });
}
