import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_VALID_MINUTES, RESET_PASSWORD_PATH } from '@tm/domain/auth/password-reset.schema';
import type { MemberCtx, ServiceCtx } from '../../../context/service-ctx.ts';
import { DomainError, notFound } from '../../../errors/domain-error.ts';
import { addressLimitKey } from '../../../http/address-key.ts';
import { revokeAllTokens } from '../../access-tokens/access-token.service.ts';
import { recordAudit } from '../../audit/audit.ts';
import { WithSessionCookie } from '../../endpoint.ts';
import { MAIL_FLUSH_JOB } from '../../notifications/mail-outbox.job.ts';
import { userRepository as users } from '../../users/user.repository.ts';
import { hashPassword } from '../password.ts';
import { passwordLinkRepository as links } from '../password-link.repository.ts';
import { hashToken } from '../password-link.service.ts';
import { type ResettableAccount, passwordResetRepository as resets } from './password-reset.repository.ts';
import { passwordResetMail } from './password-reset-mail.ts';

// DESIGN (docs/decisions.md "Password reset, sessions and deactivation"): the
// reset link reuses the set-password links' table and machinery (random token,
// SHA-256 stored, consumed atomically) with its own purpose; valid one hour.

/** Requests for one address (known or not) per hour; past it the answer is 429, the same for every address. */
export const RESETS_PER_ADDRESS_PER_HOUR = 5;
/** Mails to one account per hour; past it requests are answered as usual and mail nothing. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;
/**
 * Requests from one client (its address, an IPv6 client as its /64) per hour, whatever
 * addresses they name: one client cannot walk a list of addresses. Past it, 429.
 */
export const RESETS_PER_CLIENT_PER_HOUR = 30;

const invalidLink = () =>
  new DomainError(
    'validation',
    'PASSWORD_RESET_INVALID',
    'This reset link has expired, was already used or is unknown',
  );
const tooMany = () =>
  new DomainError('rateLimited', 'RATE_LIMITED', 'Too many reset requests, please try again later');

/**
 * `POST /api/auth/password-reset`: mails a reset link when the address is an
 * active account's. The caller learns nothing: a known and an unknown address
 * take the same steps (lock, count, record, queue the mail job) and get the same
 * answer; only the link and the mail are skipped for an unknown one.
 */
export async function requestPasswordReset(c: ServiceCtx, email: string): Promise<void> {
  const address = email.toLowerCase();
  const client = addressLimitKey(c.ip);
  await c.em.transactional(async (em) => {
    await resets.lockClient(em, client);
    await resets.lockAddress(em, address);
    if ((await resets.clientCountWithinHour(em, client)) >= RESETS_PER_CLIENT_PER_HOUR) throw tooMany();
    const account = await resets.findAccount(em, address);
    const counts = await resets.countsWithinHour(em, address, account?.id ?? null);
    if (counts.address >= RESETS_PER_ADDRESS_PER_HOUR) throw tooMany();
    await resets.pruneAddress(em, address);
    await resets.recordRequest(em, { address, userId: account?.id ?? null, ip: client });
    if (account && counts.account < RESETS_PER_ACCOUNT_PER_HOUR) {
      await mailResetLink({ ...c, em }, account, null);
    }
  });
  await c.deps.jobs.enqueue(MAIL_FLUSH_JOB, {}, { singletonKey: 'now' });
}

/** Admin only (the adapters check): mails the member a reset link, whatever the throttle says. */
export async function sendPasswordResetAsAdmin(c: MemberCtx, userId: string): Promise<void> {
  const user = await users.findActive(c.em, userId);
  if (!user || user.deactivatedAt) throw notFound('User');
  if (!user.email) {
    throw new DomainError('conflict', 'ACCOUNT_HAS_NO_EMAIL', 'This member has no e-mail address');
  }
  const account = { id: user.id, name: user.name, email: user.email };
  await c.em.transactional((em) => mailResetLink({ ...c, em }, account, c.member.id));
  await c.deps.jobs.enqueue(MAIL_FLUSH_JOB, {}, { singletonKey: 'now' });
}

/** A new link (an earlier reset link of the account stops working) and its mail, in the caller's transaction. */
async function mailResetLink(c: ServiceCtx, account: ResettableAccount, adminId: string | null) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_VALID_MINUTES * 60 * 1000);
  await links.replace(
    c.em,
    { userId: account.id, tokenHash: hashToken(token), createdBy: adminId, expiresAt },
    'reset',
  );
  const link = `${c.appUrl}${RESET_PASSWORD_PATH}?token=${token}`;
  await resets.queueMail(c.em, {
    toAddress: account.email,
    requestedBy: adminId ?? account.id,
    ...passwordResetMail(link, account.name, PASSWORD_RESET_VALID_MINUTES),
  });
}

/**
 * `POST /api/auth/password-reset/confirm`: sets the new password once and ends
 * every session and socket of the account, this browser's too (the person signs
 * in with the new password), and revokes every access token of it: a reset is
 * what someone does who fears the account is in other hands. The hash is
 * computed outside the transaction, for a live link only; the link is then
 * consumed atomically, so two submissions at once set the password once. Resetting
 * one's own password while signed in clears this browser's cookie.
 */
export async function confirmPasswordReset(
  c: ServiceCtx,
  input: { token: string; newPassword: string },
): Promise<WithSessionCookie<undefined> | undefined> {
  const tokenHash = hashToken(input.token);
  if (!(await links.findLive(c.em, tokenHash, 'reset'))) throw invalidLink();
  const passwordHash = await hashPassword(input.newPassword);
  const userId = await c.em.transactional(async (em) => {
    const id = await links.consume(em, tokenHash, 'reset');
    const owner = id ? await users.findWithHash(em, id) : null;
    if (!owner || owner.deactivatedAt) throw invalidLink();
    owner.passwordHash = passwordHash;
    owner.nameOnlyLogin = false;
    owner.mustChangePassword = false;
    await em.flush();
    await c.deps.sessions.destroyAllForUser(em, owner.id);
    await recordAudit(
      { em, ip: c.ip },
      { kind: 'auth.password_reset', target: { type: 'user', id: owner.id } },
      { id: owner.id, name: owner.name },
    );
    await revokeAllTokens({ em, ip: c.ip }, owner.id, 'password_reset', { id: owner.id, name: owner.name });
    return owner.id;
  });
  c.deps.sessions.cache.forgetUser(userId);
  c.deps.realtime.disconnectUser(userId);
  return c.member?.id === userId ? new WithSessionCookie(undefined, 'clear') : undefined;
}
