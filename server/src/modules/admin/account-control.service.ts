import type { DeactivatedMember } from '@tm/domain/user/deactivation.schema';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { revokeAllTokens } from '../access-tokens/access-token.service.ts';
import { recordAudit } from '../audit/audit.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordLinkRepository } from '../auth/password-link.repository.ts';
import { calendarRepository } from '../calendar/calendar.repository.ts';
import { invitationRepository } from '../invitations/invitation.repository.ts';
import { pushSubscriptionRepository } from '../push/push-subscription.repository.ts';
import { userRepository as users } from '../users/user.repository.ts';

// Admin only (the adapters check the role). Deactivation is not deletion
// (docs/decisions.md "Password reset, sessions and deactivation"): the account
// keeps its name, address and password, cannot sign in, is left out of the team
// lists and pickers, and can be reactivated.

const cannotActOnSelf = (what: string) =>
  new DomainError('forbidden', 'CANNOT_ACT_ON_SELF', `An admin cannot ${what} themselves`);

/**
 * Ends every session at once: the sessions' rows go in the same transaction as the
 * mark, so each instance hears their deletion from the database (and checks its
 * sockets) as the change commits; this instance's sockets, and others' through the
 * adapter, are disconnected too. Deactivating a deactivated member changes nothing.
 *
 * Every other credential goes in the same transaction, for good, so a reactivation
 * brings none of them back: the access tokens (checked in the database at each
 * call, so refused on every instance from the commit), the calendar feed's URL (its
 * version moves on), unused set-password and reset links, and the push
 * subscriptions (nothing more is pushed to the member's devices). The pending
 * invitations the member sent as an admin are revoked too: who leaves brings
 * nobody in afterwards; another admin can invite again.
 */
export async function deactivateUser(c: MemberCtx, id: string): Promise<void> {
  if (id === c.member.id) throw cannotActOnSelf('deactivate');
  const user = await users.findActive(c.em, id);
  if (!user) throw notFound('User');
  if (!user.deactivatedAt) {
    await c.em.transactional(async (em) => {
      const same = await users.findActive(em, id);
      same!.deactivatedAt = new Date();
      await em.flush();
      await c.deps.sessions.destroyAllForUser(em, id);
      await calendarRepository.bumpTokenVersion(em, id);
      await passwordLinkRepository.removeAllForUser(em, id);
      await pushSubscriptionRepository.removeAllForUser(em, id);
      const invitationsRevoked = await invitationRepository.revokeSentBy(em, id);
      await recordAudit(
        { ...c, em },
        {
          kind: 'user.deactivated',
          target: { type: 'user', id },
          ...(invitationsRevoked ? { details: { invitationsRevoked } } : {}),
        },
      );
      await revokeAllTokens({ ...c, em }, id, 'deactivated');
    });
  }
  c.deps.sessions.cache.forgetUser(id);
  c.deps.realtime.disconnectUser(id);
  c.deps.realtime.toMembers('users:updated');
}

export async function reactivateUser(c: MemberCtx, id: string): Promise<void> {
  if (id === c.member.id) throw cannotActOnSelf('reactivate');
  const user = await users.findActive(c.em, id);
  if (!user) throw notFound('User');
  if (user.deactivatedAt) {
    await c.em.transactional(async (em) => {
      const same = await users.findActive(em, id);
      same!.deactivatedAt = null;
      await em.flush();
      await recordAudit({ ...c, em }, { kind: 'user.reactivated', target: { type: 'user', id } });
    });
  }
  c.deps.realtime.toMembers('users:updated');
}

/** The deactivated members, most recently deactivated first (the admin's list, to reactivate). */
export async function listDeactivated(c: MemberCtx): Promise<DeactivatedMember[]> {
  const rows = await c.em.execute<
    { id: string; name: string; avatar: string; email: string | null; deactivated_at: Date }[]
  >(
    `select id, name, avatar, email, deactivated_at from users
      where deactivated_at is not null and deleted_at is null
      order by deactivated_at desc, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    avatar: r.avatar,
    email: r.email,
    deactivatedAt: new Date(r.deactivated_at).toISOString(),
  }));
}

/**
 * A temporary password the admin hands over: the member signs in with it and is
 * asked for a new one before anything else (`mustChangePassword` on their User).
 * Their sessions end, as with any password set for them, and their access tokens
 * with them: an admin sets one when the account may be in other hands.
 */
export async function setTemporaryPassword(c: MemberCtx, id: string, password: string): Promise<void> {
  if (id === c.member.id) throw cannotActOnSelf('set a temporary password for');
  const user = await users.findActive(c.em, id);
  if (!user || user.deactivatedAt) throw notFound('User');
  const passwordHash = await hashPassword(password);
  await c.em.transactional(async (em) => {
    const same = await users.findWithHash(em, id);
    if (!same) throw notFound('User');
    same.passwordHash = passwordHash;
    same.mustChangePassword = true;
    same.nameOnlyLogin = false;
    await em.flush();
    await c.deps.sessions.destroyAllForUser(em, id);
    await recordAudit(
      { ...c, em },
      { kind: 'auth.password_changed', target: { type: 'user', id }, details: { temporary: true } },
    );
    await revokeAllTokens({ ...c, em }, id, 'temporary_password');
  });
  c.deps.sessions.cache.forgetUser(id);
  c.deps.realtime.disconnectUser(id);
}
