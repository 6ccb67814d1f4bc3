import {
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type TwoFactorPolicy,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@tm/domain/auth/two-factor.schema';
import type { MemberCtx, ServiceCtx } from '../../../context/service-ctx.ts';
import { DomainError, forbidden, notFound, unauthenticated } from '../../../errors/domain-error.ts';
import { RateLimitedError } from '../../../errors/rate-limited-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { auditSignIn } from '../../audit/sign-in-audit.ts';
import { WithSessionCookie } from '../../endpoint.ts';
import type { User } from '../../users/user.entity.ts';
import { userRepository as users } from '../../users/user.repository.ts';
import { userDto } from '../../users/users.service.ts';
import { loginThrottle } from '../login-throttle.ts';
import { startSession } from '../sign-in-step.ts';
import { pendingSignIn } from './pending-sign-in.ts';
import { acceptedStep, looksLikeTotp, newTotpSecret, otpauthUrl } from './totp.ts';
import { twoFactorRepository as store } from './two-factor.repository.ts';
import {
  newRecoveryCode,
  normalizeRecoveryCode,
  openTotpSecret,
  recoveryCodeHash,
  sealTotpSecret,
} from './two-factor-crypto.ts';

const codeInvalid = () =>
  new DomainError('validation', 'TWO_FACTOR_CODE_INVALID', 'That code is not valid, or was already used');
const notEnabled = () =>
  new DomainError('conflict', 'TWO_FACTOR_NOT_ENABLED', 'Two-factor authentication is off');

export async function twoFactorStatus(c: MemberCtx): Promise<TwoFactorStatus> {
  const [enabled, left, required] = await Promise.all([
    store.isEnabled(c.em, c.member.id),
    store.recoveryCodesLeft(c.em, c.member.id),
    store.isRequired(c.em),
  ]);
  return { enabled, recoveryCodesLeft: enabled ? left : 0, required };
}

/** A new pending secret for the signed-in member (or a session held until enrollment). */
export async function setupTwoFactor(c: MemberCtx): Promise<TwoFactorSetup> {
  const user = await enrollingUser(c);
  if (await store.isEnabled(c.em, user.id))
    throw new DomainError(
      'conflict',
      'TWO_FACTOR_ALREADY_ENABLED',
      'Two-factor authentication is already on',
    );
  const secret = newTotpSecret();
  await store.setPending(c.em, user.id, sealTotpSecret(c.deps.secret, secret));
  return { secret, otpauthUrl: otpauthUrl(secret, user.email ?? user.name) };
}

/**
 * The first code from the app turns the pending secret on and hands out the recovery
 * codes, once. A session that was held until this enrollment acts as its member now.
 */
export async function confirmTwoFactor(c: MemberCtx, code: string): Promise<RecoveryCodes> {
  const user = await enrollingUser(c);
  const row = await store.find(c.em, user.id);
  if (row?.enabled)
    throw new DomainError(
      'conflict',
      'TWO_FACTOR_ALREADY_ENABLED',
      'Two-factor authentication is already on',
    );
  if (!row?.pending_secret_sealed)
    throw new DomainError('conflict', 'TWO_FACTOR_SETUP_MISSING', 'Start the setup first');
  const pendingSecret = openTotpSecret(c.deps.secret, row.pending_secret_sealed);
  const recoveryCodes = await throttled(c, user.id, async () => {
    const step = acceptedStep(pendingSecret, code);
    if (step === null) return null;
    return c.em.transactional(async (em) => {
      if (!(await store.activatePending(em, user.id, step))) return null;
      return issueRecoveryCodes({ ...c, em }, user.id);
    });
  });
  await recordAudit(c, { kind: 'auth.2fa_enabled', target: { type: 'user', id: user.id } }, actorOf(user));
  changed(c);
  if (c.sessionRestriction !== 'enrolTwoFactor' || !c.sessionId) return { recoveryCodes };
  await c.deps.sessions.enrolled(c.em, user.id, c.sessionId);
  await auditSignIn(c, user, 'password');
  return { recoveryCodes, user: await userDto(c.deps, c.em, user) };
}

/** Completes a pending sign-in with a code from the app or an unused recovery code: the user, and the session's cookie. */
export async function verifyTwoFactor(c: ServiceCtx, code: string) {
  const pending = pendingSignIn(c);
  if (pending?.purpose !== 'verify')
    throw new DomainError('unauthenticated', 'TWO_FACTOR_NOT_PENDING', 'No sign-in is waiting for a code');
  const user = await users.findActive(c.em, pending.userId);
  if (!user) throw unauthenticated();
  try {
    await checkSecondFactor(c, user.id, code);
  } catch (err) {
    const reason = err instanceof DomainError ? err.code : null;
    await recordAudit(
      c,
      {
        kind: 'auth.login_failed',
        target: { type: 'user', id: user.id },
        details: { method: 'two_factor', reason },
      },
      actorOf(user),
    );
    throw err;
  }
  const cookie = await startSession(c, user);
  await auditSignIn(c, user, 'password');
  return new WithSessionCookie(await userDto(c.deps, c.em, user), cookie);
}

/** Turns one's own second factor off, with a code; refused while an admin requires it. */
export async function disableTwoFactor(c: MemberCtx, code: string): Promise<void> {
  assertSessionCaller(c);
  if (!(await store.isEnabled(c.em, c.member.id))) throw notEnabled();
  if (await store.isRequired(c.em))
    throw new DomainError(
      'conflict',
      'TWO_FACTOR_REQUIRED_BY_ADMIN',
      'Your administrator requires two-factor authentication',
    );
  await checkSecondFactor(c, c.member.id, code);
  await store.remove(c.em, c.member.id);
  changed(c);
  await recordAudit(c, {
    kind: 'auth.2fa_reset',
    target: { type: 'user', id: c.member.id },
    details: { by: 'self' },
  });
}

/** New recovery codes for old (all of them, used or not), with a code. */
export async function regenerateRecoveryCodes(c: MemberCtx, code: string): Promise<RecoveryCodes> {
  assertSessionCaller(c);
  if (!(await store.isEnabled(c.em, c.member.id))) throw notEnabled();
  await checkSecondFactor(c, c.member.id, code);
  return { recoveryCodes: await issueRecoveryCodes(c, c.member.id) };
}

/** An admin turns a member's second factor off (a lost phone); the member may enroll again. */
export async function resetTwoFactor(c: MemberCtx, userId: string): Promise<void> {
  if (!c.member.isAdmin) throw forbidden('Admins only');
  if (!(await users.findActive(c.em, userId))) throw notFound('User');
  if (!(await store.remove(c.em, userId))) return;
  await recordAudit(c, {
    kind: 'auth.2fa_reset',
    target: { type: 'user', id: userId },
    details: { by: 'admin' },
  });
  changed(c);
}

export async function twoFactorPolicy(c: MemberCtx): Promise<TwoFactorPolicy> {
  const [required, enrolledUserIds] = await Promise.all([
    store.isRequired(c.em),
    store.enrolledUserIds(c.em),
  ]);
  return { required, enrolledUserIds };
}

export async function setTwoFactorPolicy(c: MemberCtx, required: boolean): Promise<TwoFactorPolicy> {
  if (!c.member.isAdmin) throw forbidden('Admins only');
  await store.setRequired(c.em, required);
  return twoFactorPolicy(c);
}

/**
 * Who is enrolling: the signed-in member, with a session (not an access token), and
 * not a name-only account: its name is all it signs in with, so a code would guard
 * nothing (name-only login refuses an account with a second factor).
 */
async function enrollingUser(c: MemberCtx): Promise<User> {
  assertSessionCaller(c);
  const user = await users.findActive(c.em, c.member.id);
  if (!user) throw unauthenticated();
  if (user.nameOnlyLogin)
    throw new DomainError(
      'conflict',
      'TWO_FACTOR_NOT_FOR_NAME_ONLY',
      'An account that signs in with its name only cannot have two-factor authentication: set a password first',
    );
  return user;
}

/** Who has a second factor changed: open admin panels re-read the list (nothing secret travels). */
const changed = (c: ServiceCtx) => c.deps.realtime.toMembers('users:updated');

/** The account acting while no session exists yet (a sign-in held for its second factor). */
const actorOf = (user: User) => ({ id: user.id, name: user.name });

/** Access tokens act for scripts: a second factor is the person's own business. */
function assertSessionCaller(c: ServiceCtx): void {
  if (c.tokenScope) throw forbidden('Two-factor settings need a signed-in session');
}

/** A code from the app (each 30-second step once) or an unused recovery code, throttled like passwords. */
async function checkSecondFactor(c: ServiceCtx, userId: string, code: string): Promise<void> {
  await throttled(c, userId, async () => {
    const row = await store.find(c.em, userId);
    if (!row?.enabled || !row.secret_sealed) return null;
    if (!looksLikeTotp(code)) {
      const hash = recoveryCodeHash(c.deps.secret, normalizeRecoveryCode(code));
      return (await store.useRecoveryCode(c.em, userId, hash)) || null;
    }
    const step = acceptedStep(openTotpSecret(c.deps.secret, row.secret_sealed), code);
    return (step !== null && (await store.useStep(c.em, userId, step))) || null;
  });
}

/**
 * Runs a code check under the login throttle (its own account key per user, the
 * request's address): at most 10 wrong codes per account in 15 minutes, whatever the
 * instance. `check` answers null for a wrong code.
 */
async function throttled<T>(c: ServiceCtx, userId: string, check: () => Promise<T | null>): Promise<T> {
  const attempt = await loginThrottle.reserveLogin(c.em, `2fa:${userId}`, c.ip);
  const result = await check();
  if (result === null) {
    const refusal = await loginThrottle.failed(c.em, attempt);
    throw refusal instanceof RateLimitedError ? refusal : codeInvalid();
  }
  await loginThrottle.succeeded(c.em, attempt);
  return result;
}

async function issueRecoveryCodes(c: ServiceCtx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = codes.map((code) => recoveryCodeHash(c.deps.secret, normalizeRecoveryCode(code)));
  await store.replaceRecoveryCodes(c.em, userId, hashes);
  return codes;
}
