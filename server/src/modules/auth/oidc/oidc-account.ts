import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OidcErrorCode } from '@tm/domain/auth/oidc.schema';
import { signupRefusal } from '@tm/domain/auth/signup-mode';
import type { ServiceCtx } from '../../../context/service-ctx.ts';
import { recordAudit } from '../../audit/audit.ts';
import { User } from '../../users/user.entity.ts';
import { userRepository as users } from '../../users/user.repository.ts';
import { announceUserChange } from '../../users/users.service.ts';
import { userCreatedEvent, writeWebhookEvents } from '../../webhooks/webhook-outbox.ts';

/** Who the provider says signed in, from the ID token and the userinfo answer. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  /** Only `email_verified: true` counts; a provider that says nothing does not vouch. */
  emailVerified: boolean;
  name: string;
  groups: string[];
}

/**
 * The account of that identity: the one linked to the subject; else the one with
 * the same address, linked now, when the provider vouches for the address; else a
 * new one when the sign-up mode is open. An unverified address never links, and a
 * new account never takes an address the provider does not vouch for (it is made
 * without one). With OIDC_ADMIN_GROUP the admin right follows the group each time.
 */
export async function accountFor(c: ServiceCtx, who: OidcIdentity): Promise<User | OidcErrorCode> {
  let user = await linked(c.em, who.subject);
  if (!user) {
    const found = await find(c, who);
    if (typeof found === 'string') return found;
    user = found;
  }
  await applyAdminGroup(c, user, who.groups);
  return user;
}

async function find(c: ServiceCtx, who: OidcIdentity): Promise<User | OidcErrorCode> {
  const sameEmail = who.email ? await users.findByEmailWithHash(c.em, who.email) : null;
  if (sameEmail) {
    if (!who.emailVerified) return 'OIDC_EMAIL_UNVERIFIED';
    const [row] = await c.em.execute<{ id: string }[]>(
      'update users set oidc_subject = ? where id = ? and oidc_subject is null returning id',
      [who.subject, sameEmail.id],
    );
    // Linked to another identity of the provider already: not this person's account.
    if (!row) return 'OIDC_EMAIL_UNVERIFIED';
    return sameEmail;
  }
  // SIGNUP=invite: an admin's pending invitation to the verified address lets the provider make the account.
  const refusal = signupRefusal(c.deps.config.signup, who.emailVerified && who.email !== null);
  if (refusal) return 'OIDC_NO_ACCOUNT';
  const invited = c.deps.config.signup === 'invite';
  try {
    const created = await c.em.transactional(async (em) => {
      const u = em.create(User, {
        name: who.name,
        email: who.emailVerified ? who.email : null,
        origin: 'registration',
      });
      await em.flush();
      await em.execute('update users set oidc_subject = ? where id = ?', [who.subject, u.id]);
      if (invited && !(await useInvitationFor(em, who.email!, u.id))) throw new NoInvitation();
      await writeWebhookEvents(em, [userCreatedEvent(u, null)]);
      return u;
    });
    c.deps.realtime.toMembers('users:updated');
    c.deps.events.emit('user.created', { user: { id: created.id, name: created.name }, actorId: null });
    return created;
  } catch (err) {
    if (err instanceof NoInvitation) return 'OIDC_NO_ACCOUNT';
    // Two first sign-ins of the same person at once: the other one made the account.
    if (err instanceof UniqueConstraintViolationException)
      return (await linked(c.em, who.subject)) ?? 'OIDC_FAILED';
    throw err;
  }
}

class NoInvitation extends Error {}

/** Uses up the pending invitation to that address (single use, like a sign-up with the link). */
async function useInvitationFor(em: EntityManager, email: string, userId: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `update invitations set used_at = now(), used_by = ?
      where lower(email) = lower(?) and used_at is null and revoked_at is null and expires_at > now()
      returning id`,
    [userId, email],
  );
  return rows.length > 0;
}

async function linked(em: EntityManager, subject: string): Promise<User | null> {
  const [row] = await em.execute<{ id: string }[]>(
    'select id from users where oidc_subject = ? and deleted_at is null',
    [subject],
  );
  return row ? users.findActive(em, row.id) : null;
}

/** Re-read at each sign-in: in the group, an admin; out of it, not (also demoting). */
async function applyAdminGroup(c: ServiceCtx, user: User, groups: string[]): Promise<void> {
  const group = c.deps.config.oidc?.adminGroup;
  if (!group) return;
  const isAdmin = groups.includes(group);
  if (user.isAdmin === isAdmin) return;
  user.isAdmin = isAdmin;
  if (isAdmin) user.nameOnlyLogin = false;
  await c.em.flush();
  await recordAudit(
    c,
    {
      kind: 'user.role_changed',
      target: { type: 'user', id: user.id },
      details: { name: user.name, isAdmin, via: 'oidc-group', group },
    },
    { id: null, name: 'OpenID provider' },
  );
  await announceUserChange(c.deps, user);
}
