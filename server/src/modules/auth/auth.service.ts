import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { LoginRequest, RegisterInput } from '@tm/domain/auth/auth.schema';
import type { TwoFactorChallenge } from '@tm/domain/auth/two-factor.schema';
import type { User as UserDto } from '@tm/domain/user/user.schema';
import type { z } from 'zod';
import type { MemberCtx, ServiceCtx } from '../../context/service-ctx.ts';
import { DomainError, unauthenticated } from '../../errors/domain-error.ts';
import { auditSignIn, auditSignInFailed, auditSignOut } from '../audit/sign-in-audit.ts';
import { WithSessionCookie } from '../endpoint.ts';
import { admitSignup, assertSignupAllowed, useInvitation } from '../invitations/invitation.service.ts';
import { emailTaken } from '../users/email-taken.ts';
import { User } from '../users/user.entity.ts';
import { userRepository as users } from '../users/user.repository.ts';
import { userDto, userDtoById } from '../users/users.service.ts';
import { userCreatedEvent, writeWebhookEvents } from '../webhooks/webhook-outbox.ts';
import { loginThrottle } from './login-throttle.ts';
import { assertPasswordSignInAllowed } from './oidc/password-sign-in-guard.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { refuseDeactivated, secondFactorStep } from './sign-in-step.ts';
import { twoFactorRepository } from './two-factor/two-factor.repository.ts';

type Registration = z.output<typeof RegisterInput>;

// Checked when the e-mail is unknown, so an unknown account costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password');
  return decoyHash;
};

/** A sign-up: the new account, signed in (its cookie for the transport to set). */
export async function register(c: ServiceCtx, input: Registration): Promise<WithSessionCookie<UserDto>> {
  assertPasswordSignInAllowed(c.deps);
  // SIGNUP mode and invitation first: a refused sign-up costs no hash.
  const invitation = await admitSignup(c, input);
  // Counted before the password is hashed: a burst of sign-ups cannot pass the limit.
  await loginThrottle.reserveRegistration(c.em, c.ip);
  if (await users.emailTaken(c.em, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    // The account and the use of its invitation commit together or not at all.
    user = await c.em.transactional(async (em) => {
      const created = em.create(User, {
        name: input.name,
        email: input.email,
        avatar: input.avatar,
        passwordHash,
        origin: 'registration',
      });
      await em.flush();
      if (invitation) await useInvitation(em, invitation, input.email, created.id);
      await writeWebhookEvents(em, [userCreatedEvent(created, null)]);
      return created;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw emailTaken();
    throw err;
  }
  const { challenge, cookie } = await secondFactorStep(c, user);
  c.deps.realtime.toMembers('users:updated');
  c.deps.events.emit('user.created', { user: { id: user.id, name: user.name }, actorId: null });
  return new WithSessionCookie(withEnrolment(await userDto(c.deps, c.em, user), challenge), cookie);
}

/**
 * The wire User of a sign-in that ended in a session (sign-up, set-password link):
 * flagged when that session must first enrol a second factor, so the screens show
 * the enrolment instead of the app.
 */
export const withEnrolment = (user: UserDto, step: TwoFactorChallenge | null): UserDto =>
  step?.enrollmentRequired ? { ...user, twoFactorEnrollmentRequired: true } : user;

/**
 * A sign-in: the user and a new session, or, for an account with a second factor
 * (or one an admin requires), the challenge with only a pending sign-in until
 * `/api/auth/2fa/verify`, or a session held to the enrollment (sign-in-step.ts);
 * with the cookie of either, for the transport to set.
 */
export async function login(
  c: ServiceCtx,
  input: LoginRequest,
): Promise<WithSessionCookie<UserDto | TwoFactorChallenge>> {
  assertPasswordSignInAllowed(c.deps);
  const method = input.kind === 'password' ? 'password' : 'name';
  let user: User;
  try {
    user = input.kind === 'password' ? await passwordLogin(c, input) : await nameOnlyLogin(c, input);
  } catch (err) {
    await auditSignInFailed(c, input.kind === 'password' ? input.email : input.name, method, err);
    throw err;
  }
  const { challenge, cookie } = await secondFactorStep(c, user);
  // With a second factor, auth.login is recorded once the code is verified or the enrollment confirmed.
  if (challenge) return new WithSessionCookie(challenge, cookie);
  await auditSignIn(c, user, method);
  return new WithSessionCookie(await userDto(c.deps, c.em, user), cookie);
}

/** Ends the server session behind the cookie (if any) and the sockets opened with it; the cookie is cleared. */
export async function logout(c: ServiceCtx): Promise<WithSessionCookie<undefined>> {
  await auditSignOut(c);
  await c.deps.sessions.destroy(c.em, c.sessionToken);
  if (c.sessionId) c.deps.realtime.disconnectSession(c.sessionId);
  return new WithSessionCookie(undefined, 'clear');
}

/** The signed-in member as the wire User, read in one query without mapping an entity. */
export async function me(c: MemberCtx): Promise<UserDto> {
  const dto = await userDtoById(c.deps, c.em, c.member.id);
  // Deleted since the session was checked.
  if (!dto) throw unauthenticated();
  return c.sessionRestriction === 'enrolTwoFactor' ? { ...dto, twoFactorEnrollmentRequired: true } : dto;
}

async function passwordLogin(c: ServiceCtx, input: { email: string; password: string }): Promise<User> {
  const attempt = await loginThrottle.reserveLogin(c.em, input.email, c.ip);
  const user = await users.findByEmailWithHash(c.em, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoy()));
  if (!user?.passwordHash || !ok) throw await loginThrottle.failed(c.em, attempt);
  await loginThrottle.succeeded(c.em, attempt);
  // Before any second factor is asked for.
  refuseDeactivated(user);
  return user;
}

/**
 * DESIGN: finds the member of that name, or creates it while SIGNUP is open, but
 * signs in only an account name-only login created itself and that has since got
 * neither a password nor admin rights. Any other account of that name (an
 * admin's, one with a password, one an admin created, one older than the rule) is
 * refused like a wrong password, without saying which.
 */
async function nameOnlyLogin(c: ServiceCtx, input: { name: string; avatar?: string }): Promise<User> {
  if (!c.deps.config.nameOnlyLogin) {
    throw new DomainError('validation', 'NAME_ONLY_LOGIN_DISABLED', 'Sign in with e-mail and password');
  }
  // A name-only account can have no second factor, so none may sign in by name while one is required.
  if (await twoFactorRepository.isRequired(c.em)) {
    throw new DomainError(
      'forbidden',
      'TWO_FACTOR_REQUIRED_BY_ADMIN',
      'Your administrator requires two-factor authentication: sign in with e-mail and password',
    );
  }
  const accountKey = `name:${input.name.toLowerCase()}`;
  const attempt = await loginThrottle.reserveLogin(c.em, accountKey, c.ip);
  const found = await c.em.transactional(async (em) => {
    await users.lockName(em, input.name);
    const sameName = await users.findByNameWithHash(em, input.name);
    const own = sameName.find(mayUseNameOnlyLogin);
    // A second factor (enrolled before name-only accounts were refused one) is not
    // skipped by a name: that account is refused like any other of the name.
    if (own && !(await twoFactorRepository.isEnabled(em, own.id))) return { user: own, created: false };
    if (sameName.length > 0) return null;
    // A first name-only login creates a member: it is a sign-up, refused unless
    // SIGNUP is open (no invitation travels with a name), and counted as one.
    // The refused attempt stays counted like a failed sign-in.
    assertSignupAllowed(c, false);
    await loginThrottle.reserveRegistration(em, c.ip);
    const user = em.create(User, {
      name: input.name,
      avatar: input.avatar,
      origin: 'name_only',
      nameOnlyLogin: true,
    });
    // Its row is flushed when this transaction commits, with its event.
    await writeWebhookEvents(em, [userCreatedEvent(user, null)]);
    return { user, created: true };
  });
  if (!found) throw await loginThrottle.failed(c.em, attempt);
  await loginThrottle.succeeded(c.em, attempt);
  if (found.created) {
    c.deps.realtime.toMembers('users:updated');
    c.deps.events.emit('user.created', { user: { id: found.user.id, name: found.user.name }, actorId: null });
  }
  return found.user;
}

/** The account's standing right to name-only login, checked again against what it has become. */
const mayUseNameOnlyLogin = (u: User) =>
  u.origin === 'name_only' &&
  u.nameOnlyLogin &&
  !u.passwordHash &&
  !u.isAdmin &&
  !u.deletedAt &&
  !u.deactivatedAt;
