import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { CreatedUser } from '@tm/domain/auth/password-link.schema';
import type { CreateUserInput, User as UserDto } from '@tm/domain/user/user.schema';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { recordAudit } from '../audit/audit.ts';
import { hashPassword } from '../auth/password.ts';
import { newPasswordLink } from '../auth/password-link.service.ts';
import { integrationRepository } from '../integrations/integration.repository.ts';
import { emailTaken } from '../users/email-taken.ts';
import { User } from '../users/user.entity.ts';
import { userRepository as users } from '../users/user.repository.ts';
import { announceUserChange, userDto } from '../users/users.service.ts';
import { userCreatedEvent, userDeletedEvent, writeWebhookEvents } from '../webhooks/webhook-outbox.ts';

type NewUser = z.output<typeof CreateUserInput>;

// Admin only: the adapters check the role before calling in.

const cannotActOnSelf = (what: string) =>
  new DomainError('forbidden', 'CANNOT_ACT_ON_SELF', `An admin cannot ${what} themselves`);

/**
 * The account can sign in only once it has a password (never by name alone): made
 * without one, it comes with a one-time set-password link for the admin to hand over.
 */
export async function createUser(c: MemberCtx, input: NewUser): Promise<CreatedUser> {
  if (input.email && (await users.emailTaken(c.em, input.email))) throw emailTaken();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  let user: User;
  try {
    // The account and its webhook event commit together.
    user = await c.em.transactional(async (em) => {
      const created = em.create(User, {
        name: input.name,
        avatar: input.avatar,
        isAdmin: input.isAdmin,
        email: input.email ?? null,
        passwordHash,
        origin: 'admin',
      });
      await em.flush();
      await writeWebhookEvents(em, [userCreatedEvent(created, c.member.id)]);
      return created;
    });
  } catch (err) {
    // Two creations with one address at once: the unique index decides.
    if (err instanceof UniqueConstraintViolationException) throw emailTaken();
    throw err;
  }
  const passwordLink = input.password ? null : await newPasswordLink(c, c.em, user.id);
  await recordAudit(c, {
    kind: 'user.invited',
    target: { type: 'user', id: user.id },
    details: { name: user.name, email: user.email, isAdmin: user.isAdmin, accountCreated: true },
  });
  c.deps.realtime.toMembers('users:updated');
  c.deps.events.emit('user.created', { user: { id: user.id, name: user.name }, actorId: c.member.id });
  return { ...(await userDto(c.deps, c.em, user)), passwordLink };
}

/**
 * Soft delete (docs/decisions.md): the row stays so tasks, comments and history
 * keep the name and avatar; the address, password and calendar token are
 * erased, every session and socket ends at once. Their ticketing integrations
 * (keys, ticket links, pending ticket requests) go in the same transaction, so
 * no failure after it can leave a deleted user's key behind.
 */
export async function deleteUser(c: MemberCtx, id: string): Promise<void> {
  if (id === c.member.id) throw cannotActOnSelf('delete');
  await c.em.transactional(async (em) => {
    if (!(await users.softDelete(em, id))) throw notFound('User');
    const [gone] = await em.execute<{ name: string }[]>('select name from users where id = ?', [id]);
    await writeWebhookEvents(em, [userDeletedEvent({ id, name: gone?.name }, c.member.id)]);
    await c.deps.sessions.destroyAllForUser(em, id);
    await integrationRepository.removeAllForUser(em, id);
    await recordAudit({ ...c, em }, { kind: 'user.deleted', target: { type: 'user', id } });
  });
  c.deps.realtime.disconnectUser(id);
  c.deps.realtime.toMembers('users:updated');
  c.deps.events.emit('user.deleted', { userId: id, actorId: c.member.id });
}

export async function setAdmin(c: MemberCtx, id: string, isAdmin: boolean): Promise<UserDto> {
  if (id === c.member.id) throw cannotActOnSelf('change the role of');
  const user = await users.findActive(c.em, id);
  if (!user) throw notFound('User');
  user.isAdmin = isAdmin;
  // Admin rights end name-only login for good, even after a later demotion.
  if (isAdmin) user.nameOnlyLogin = false;
  await c.em.transactional(async (em) => {
    await em.flush();
    await recordAudit(
      { ...c, em },
      { kind: 'user.role_changed', target: { type: 'user', id }, details: { name: user.name, isAdmin } },
    );
  });
  await announceUserChange(c.deps, user);
  return userDto(c.deps, c.em, user);
}
