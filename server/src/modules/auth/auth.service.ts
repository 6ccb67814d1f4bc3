import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { LoginRequest, RegisterInput } from '@tm/domain/auth/auth.schema';
import type { User as UserDto } from '@tm/domain/user/user.schema';
import type { z } from 'zod';
import { DomainError } from '../../http/domain-error.ts';
import { emailTaken } from '../admin/admin.service.ts';
import type { MemberCtx, ServiceCtx } from '../users/service-ctx.ts';
import { User } from '../users/user.entity.ts';
import { userRepository as users } from '../users/user.repository.ts';
import { userDto } from '../users/users.service.ts';
import { admitSignup, useInvitation } from '../invitations/invitation.service.ts';
import { loginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';

type Registration = z.output<typeof RegisterInput>;

// Checked when the e-mail is unknown, so an unknown account costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password');
  return decoyHash;
};

export async function register(c: ServiceCtx, input: Registration): Promise<UserDto> {
  // SIGNUP mode and invitation first: a refused sign-up costs no hash.
  const invitation = await admitSignup(c, input);
  await loginThrottle.assertRegistrationAllowed(c.em, c.ip);
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
      });
      await em.flush();
      if (invitation) await useInvitation(em, invitation, input.email, created.id);
      return created;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw emailTaken();
    throw err;
  }
  await loginThrottle.recordRegistration(c.em, c.ip);
  await startSession(c, user);
  c.deps.realtime.toMembers('users:updated');
  return userDto(c.deps, c.em, user);
}

export async function login(c: ServiceCtx, input: LoginRequest): Promise<UserDto> {
  const user = input.kind === 'password' ? await passwordLogin(c, input) : await nameOnlyLogin(c, input);
  await startSession(c, user);
  return userDto(c.deps, c.em, user);
}

/** Ends the server session behind the cookie (if any) and the sockets opened with it. */
export async function logout(c: ServiceCtx): Promise<void> {
  await c.deps.sessions.destroy(c.em, c.sessionToken);
  if (c.sessionId) c.deps.realtime.disconnectSession(c.sessionId);
  c.sessionCookie.clear();
}

export function me(c: MemberCtx): Promise<UserDto> {
  return userDto(c.deps, c.em, c.user);
}

async function passwordLogin(c: ServiceCtx, input: { email: string; password: string }): Promise<User> {
  await loginThrottle.assertLoginAllowed(c.em, input.email, c.ip);
  const user = await users.findByEmailWithHash(c.em, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoy()));
  if (!user?.passwordHash || !ok) throw await loginThrottle.recordFailure(c.em, input.email, c.ip);
  return user;
}

/**
 * DESIGN: finds or creates the passwordless member of that name; a name held by
 * someone with a password is refused like a wrong password.
 */
async function nameOnlyLogin(c: ServiceCtx, input: { name: string; avatar?: string }): Promise<User> {
  if (!c.deps.config.nameOnlyLogin) {
    throw new DomainError('validation', 'NAME_ONLY_LOGIN_DISABLED', 'Sign in with e-mail and password');
  }
  const accountKey = `name:${input.name.toLowerCase()}`;
  await loginThrottle.assertLoginAllowed(c.em, accountKey, c.ip);
  const found = await c.em.transactional(async (em) => {
    await users.lockName(em, input.name);
    const sameName = await users.findByNameWithHash(em, input.name);
    if (sameName.some((u) => u.passwordHash)) return null;
    const existing = sameName[0];
    if (existing) return { user: existing, created: false };
    // A first name-only login creates a member: it counts as a sign-up.
    await loginThrottle.assertRegistrationAllowed(em, c.ip);
    await loginThrottle.recordRegistration(em, c.ip);
    return { user: em.create(User, { name: input.name, avatar: input.avatar }), created: true };
  });
  if (!found) throw await loginThrottle.recordFailure(c.em, accountKey, c.ip);
  if (found.created) c.deps.realtime.toMembers('users:updated');
  return found.user;
}

/** A new session id at every sign-in; the one the browser held before is ended. */
async function startSession(c: ServiceCtx, user: User): Promise<void> {
  await c.deps.sessions.destroy(c.em, c.sessionToken);
  const { token, expiresAt } = await c.deps.sessions.create(c.em, user.id);
  c.sessionCookie.set(token, expiresAt);
}
