import { createHash, randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PASSWORD_LINK_DAYS,
  type PasswordLink,
  type PasswordLinkLookup,
  SET_PASSWORD_PATH,
  type SetPasswordInput,
} from '@tm/domain/auth/password-link.schema';
import type { TwoFactorChallenge } from '@tm/domain/auth/two-factor.schema';
import type { User as UserDto } from '@tm/domain/user/user.schema';
import type { z } from 'zod';
import type { MemberCtx, ServiceCtx } from '../../context/service-ctx.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { WithSessionCookie } from '../endpoint.ts';
import { emailTaken } from '../users/email-taken.ts';
import type { User } from '../users/user.entity.ts';
import { userRepository as users } from '../users/user.repository.ts';
import { userDto } from '../users/users.service.ts';
import { withEnrolment } from './auth.service.ts';
import { hashPassword } from './password.ts';
import { passwordLinkRepository as links } from './password-link.repository.ts';
import { secondFactorStep } from './sign-in-step.ts';

// DESIGN (name-only login): an account an admin created has no password and may
// not sign in by name, so the admin hands its owner a one-time link to set one:
// valid 7 days, single use, stored as a hash, a new one replacing the old.

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLink = () =>
  new DomainError(
    'notFound',
    'PASSWORD_LINK_INVALID',
    'This link has expired, was already used or is unknown',
  );

/**
 * Only accounts still without a password that name-only login did not make: a
 * name-only member sets a first password from their own session, and an account
 * with a password is never handed to whoever holds a link.
 */
function mayReceivePasswordLink(user: User): boolean {
  return !user.passwordHash && user.origin !== 'name_only' && !user.deletedAt && !user.deactivatedAt;
}

/** Writes a fresh link for the account, asked for by an admin; the token leaves only in the answer. */
export async function newPasswordLink(
  c: MemberCtx,
  em: EntityManager,
  userId: string,
): Promise<PasswordLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_LINK_DAYS * 24 * 3600 * 1000);
  await links.replace(em, { userId, tokenHash: hashToken(token), createdBy: c.member.id, expiresAt });
  return { path: `${SET_PASSWORD_PATH}?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** Admin only (the adapters check): a new link for an account that may get one; earlier links stop working. */
export async function issuePasswordLink(c: MemberCtx, userId: string): Promise<PasswordLink> {
  const user = await users.findWithHash(c.em, userId);
  if (!user) throw notFound('User');
  if (!mayReceivePasswordLink(user)) {
    throw new DomainError(
      'conflict',
      'PASSWORD_LINK_NOT_ALLOWED',
      'Only an account created by an admin and still without a password gets a set-password link',
    );
  }
  return newPasswordLink(c, c.em, user.id);
}

/** Anyone holding the link: whose password it sets. Unknown, used and expired links look alike. */
export async function lookupPasswordLink(c: ServiceCtx, token: string): Promise<PasswordLinkLookup> {
  const row = await links.findLive(c.em, hashToken(token));
  if (!row) throw invalidLink();
  return { name: row.name, email: row.email, expiresAt: new Date(row.expires_at).toISOString() };
}

/**
 * Sets the password once (and the sign-in address of an account that has none)
 * and signs its owner in, through the same second-factor step as a password sign-in. Input is checked and the hash computed only for a live
 * link, outside the transaction; the link is then consumed atomically, so two
 * submissions at once set the password once. The cookie of the session (or of the
 * pending sign-in) comes with the answer, for the transport to set.
 */
export async function setPasswordWithLink(
  c: ServiceCtx,
  input: z.output<typeof SetPasswordInput>,
): Promise<WithSessionCookie<UserDto | TwoFactorChallenge>> {
  const tokenHash = hashToken(input.token);
  const link = await links.findLive(c.em, tokenHash);
  if (!link) throw invalidLink();
  const email = signInAddress(link.email, input.email);
  if (email && (await users.emailTaken(c.em, email))) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    user = await c.em.transactional(async (em) => {
      const userId = await links.consume(em, tokenHash);
      const owner = userId ? await users.findWithHash(em, userId) : null;
      if (!owner || !mayReceivePasswordLink(owner)) throw invalidLink();
      owner.passwordHash = passwordHash;
      owner.nameOnlyLogin = false;
      if (email) owner.email = email;
      return owner;
    });
  } catch (err) {
    // Another account took the address meanwhile: the unique index decides, the link stays unused.
    if (err instanceof UniqueConstraintViolationException) throw emailTaken();
    throw err;
  }
  c.deps.sessions.cache.forgetUser(user.id);
  const { challenge, cookie } = await secondFactorStep(c, user);
  c.deps.realtime.toMembers('users:updated');
  // An account with a second factor (enrolled from a single sign-on session) is asked its code.
  if (challenge && !challenge.enrollmentRequired) return new WithSessionCookie(challenge, cookie);
  return new WithSessionCookie(withEnrolment(await userDto(c.deps, c.em, user), challenge), cookie);
}

/** The address to store: one for an account without any, never a second one. */
function signInAddress(current: string | null, given: string | undefined): string | null {
  if (current) {
    if (given !== undefined) {
      throw new DomainError('validation', 'VALIDATION_FAILED', 'This account already has an e-mail address');
    }
    return null;
  }
  if (!given) throw new DomainError('validation', 'EMAIL_PASSWORD_REQUIRED', 'An e-mail address is required');
  return given;
}
