import type { TwoFactorChallenge } from '@tm/domain/auth/two-factor.schema';
import type { ServiceCtx } from '../../context/service-ctx.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { SessionCookieChange } from '../endpoint.ts';
import type { User } from '../users/user.entity.ts';
import { startPendingSignIn } from './two-factor/pending-sign-in.ts';
import { twoFactorRepository } from './two-factor/two-factor.repository.ts';

/** A deactivated account, its credentials right, is told so (issue 21: a clear message). */
export function refuseDeactivated(user: Pick<User, 'deactivatedAt'>): void {
  if (user.deactivatedAt) {
    throw new DomainError('forbidden', 'ACCOUNT_DEACTIVATED', 'This account has been deactivated');
  }
}

/**
 * A new session id at every sign-in; the one the browser held before is ended.
 * Every way in passes here, so a deactivated account is refused here, after its
 * credentials were checked (the message says nothing to someone without them).
 * Password sign-ins, sign-ups and set-password links come through `secondFactorStep`.
 * Answers the new session's cookie, for the transport to set.
 */
export async function startSession(
  c: ServiceCtx,
  user: User,
  opts: { mustEnrolTwoFactor?: boolean } = {},
): Promise<SessionCookieChange> {
  refuseDeactivated(user);
  await c.deps.sessions.destroy(c.em, c.sessionToken);
  const { token, expiresAt } = await c.deps.sessions.create(c.em, user.id, {
    userAgent: c.userAgent,
    ip: c.ip,
    mustEnrolTwoFactor: opts.mustEnrolTwoFactor,
  });
  return { set: token, expiresAt };
}

/** What the step after a credential check ends in: what the screens must ask for (null: nothing), and the cookie. */
export interface SignInStep {
  challenge: TwoFactorChallenge | null;
  cookie: SessionCookieChange;
}

/**
 * The one step after a credential check, on every way in that ends in a session
 * but single sign-on (the provider is the second factor there, docs/sso-and-audit.md):
 *
 * - the account has a second factor: no session, only a pending sign-in until its
 *   code (`/api/auth/2fa/verify`); every member path answers 401 meanwhile;
 * - an admin requires one the account lacks: a session that may do nothing but
 *   enrol (session-restriction.ts), lifted by the confirmed enrolment;
 * - neither: a session.
 *
 * Answers the challenge (null for a full session) and the cookie of the pending
 * sign-in or of the session.
 */
export async function secondFactorStep(c: ServiceCtx, user: User): Promise<SignInStep> {
  refuseDeactivated(user);
  if (await twoFactorRepository.isEnabled(c.em, user.id)) {
    // Whatever session the browser held ends here, as at any sign-in.
    await c.deps.sessions.destroy(c.em, c.sessionToken);
    if (c.sessionId) c.deps.realtime.disconnectSession(c.sessionId);
    const cookie = startPendingSignIn(c, { userId: user.id, purpose: 'verify' });
    return { challenge: { twoFactorRequired: true, enrollmentRequired: false }, cookie };
  }
  if (await twoFactorRepository.isRequired(c.em)) {
    if (c.sessionId) c.deps.realtime.disconnectSession(c.sessionId);
    const cookie = await startSession(c, user, { mustEnrolTwoFactor: true });
    return { challenge: { twoFactorRequired: true, enrollmentRequired: true }, cookie };
  }
  return { challenge: null, cookie: await startSession(c, user) };
}
