import { DomainError } from '../../errors/domain-error.ts';

/**
 * A session that may not act as its member yet: begun while an admin requires a
 * second factor the account lacks (`enrolTwoFactor`), or signed in with a
 * temporary password an admin set (`changePassword`, an access token of that
 * account too). The session check (http/request-context.ts) reads it once per
 * request and refuses every REST call but the few the screen makes; the base tRPC
 * procedure (trpc/init.ts) holds each procedure to the same lists. No route has to
 * remember it.
 */
export type SessionRestriction = 'enrolTwoFactor' | 'changePassword';

/** What every restricted session may do: read its own account and the app's config, sign out, or sign in anew. */
const ALWAYS_REST = ['GET /auth/me', 'POST /auth/logout', 'POST /auth/oidc/logout', 'POST /auth/login'];
const ALWAYS_TRPC = ['auth.me', 'auth.logout', 'oidc.logout', 'auth.login', 'system.config'];

const ALLOWED: Record<SessionRestriction, { rest: ReadonlySet<string>; trpc: ReadonlySet<string> }> = {
  enrolTwoFactor: {
    rest: new Set([...ALWAYS_REST, 'GET /auth/2fa', 'POST /auth/2fa/setup', 'POST /auth/2fa/confirm']),
    trpc: new Set([...ALWAYS_TRPC, 'twoFactor.status', 'twoFactor.setup', 'twoFactor.confirm']),
  },
  changePassword: {
    rest: new Set([...ALWAYS_REST, 'PATCH /auth/change-password']),
    trpc: new Set([...ALWAYS_TRPC, 'auth.changePassword']),
  },
};

const passwordChangeRequired = () =>
  new DomainError('forbidden', 'PASSWORD_CHANGE_REQUIRED', 'Choose a new password before going on');

const enrolmentRequired = () =>
  new DomainError(
    'forbidden',
    'TWO_FACTOR_REQUIRED_BY_ADMIN',
    'Your administrator requires two-factor authentication: set it up before going on',
  );

/**
 * Throws unless a restricted session may make this call: a REST request (method and
 * path under `/api`) or one tRPC procedure (each call of a batch is checked alone,
 * so the refusal has tRPC's shape).
 */
export function assertAllowedCall(
  restriction: SessionRestriction,
  call: { method: string; path: string } | { procedure: string },
): void {
  const allowed = ALLOWED[restriction];
  const ok =
    'procedure' in call
      ? allowed.trpc.has(call.procedure)
      : allowed.rest.has(`${call.method} ${call.path.replace(/\/+$/, '')}`);
  if (!ok) throw restriction === 'changePassword' ? passwordChangeRequired() : enrolmentRequired();
}
