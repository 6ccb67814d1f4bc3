import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type CreatedInvitation,
  INVITATION_DAYS,
  type Invitation,
  type InvitationLookup,
} from '@tm/domain/auth/invitation.schema';
import { signupRefusal } from '@tm/domain/auth/signup-mode';
import type { ErrorCode } from '@tm/domain/errors/error-codes';
import type { MemberCtx, ServiceCtx } from '../../context/service-ctx.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { recordAudit } from '../audit/audit.ts';
import { MAIL_FLUSH_JOB } from '../notifications/mail-outbox.job.ts';
import { notificationRepository } from '../notifications/notification.repository.ts';
import { emailTaken } from '../users/email-taken.ts';
import { userRepository as users } from '../users/user.repository.ts';
import { invitationRepository as invitations } from './invitation.repository.ts';
import { invitationMail } from './invitation-mail.ts';
import { invitationLink, invitationTokenHash, newInvitationToken } from './invitation-token.ts';

const refused = (code: ErrorCode, message: string) => new DomainError('forbidden', code, message);
const invalid = () =>
  refused('INVITATION_INVALID', 'This invitation link is unknown, used, revoked or expired');

// Admin calls: the adapters check the role before calling in.

/** Invites an address: a single-use link valid 7 days, mailed through the outbox and answered to copy. */
export async function createInvitation(c: MemberCtx, email: string): Promise<CreatedInvitation> {
  if (c.deps.config.signup === 'closed') {
    throw refused('SIGNUP_CLOSED', 'Sign-up is closed on this server (SIGNUP=closed)');
  }
  if (await users.emailTaken(c.em, email)) throw emailTaken();
  const token = newInvitationToken();
  const link = invitationLink(c.appUrl, token);
  const invitation = await c.em.transactional(async (em) => {
    const created = await invitations.insert(em, {
      id: randomUUID(),
      tokenHash: invitationTokenHash(token),
      email,
      invitedBy: c.member.id,
      days: INVITATION_DAYS,
    });
    const mail = invitationMail(link, c.member.name, created.expiresAt);
    await notificationRepository.addToOutbox(em, [{ toAddress: email, ...mail }]);
    await recordAudit(
      { ...c, em },
      { kind: 'user.invited', target: null, details: { email, invitationId: created.id } },
    );
    return created;
  });
  await c.deps.jobs.enqueue(MAIL_FLUSH_JOB, {}, { singletonKey: 'now' });
  return { invitation, link };
}

export function listInvitations(c: MemberCtx): Promise<Invitation[]> {
  return invitations.listPending(c.em);
}

export async function revokeInvitation(c: MemberCtx, id: string): Promise<void> {
  if (!(await invitations.revoke(c.em, id))) throw notFound('Invitation');
}

/** Public: what a link is for, so the sign-up form can be filled; 403 when it cannot be used. */
export async function lookupInvitation(c: ServiceCtx, token: string): Promise<InvitationLookup> {
  if (c.deps.config.signup === 'closed') throw refused('SIGNUP_CLOSED', 'Sign-up is closed on this server');
  const found = await invitations.findPending(c.em, invitationTokenHash(token));
  if (!found) throw invalid();
  return found;
}

/**
 * Refuses a new account the server's SIGNUP mode does not allow (403 SIGNUP_CLOSED
 * or INVITATION_REQUIRED): registration, and name-only login's first sign-in.
 */
export function assertSignupAllowed(c: ServiceCtx, hasInvitation: boolean): void {
  const refusal = signupRefusal(c.deps.config.signup, hasInvitation);
  if (refusal === 'SIGNUP_CLOSED') throw refused(refusal, 'Sign-up is closed on this server');
  if (refusal === 'INVITATION_REQUIRED') throw refused(refusal, 'Sign-up needs an invitation from an admin');
}

/**
 * Whether this sign-up may go ahead under the server's SIGNUP mode, checked before
 * any password is hashed. Answers the invitation's token hash to `useInvitation`
 * inside the sign-up's transaction, or null when the sign-up carries none.
 */
export async function admitSignup(
  c: ServiceCtx,
  input: { email: string; invitation?: string | undefined },
): Promise<string | null> {
  assertSignupAllowed(c, input.invitation !== undefined);
  if (input.invitation === undefined) return null;
  const tokenHash = invitationTokenHash(input.invitation);
  const found = await invitations.findPending(c.em, tokenHash);
  if (!found) throw invalid();
  if (found.email.toLowerCase() !== input.email.toLowerCase()) {
    throw refused('INVITATION_EMAIL_MISMATCH', 'This invitation is for another e-mail address');
  }
  return tokenHash;
}

/** Uses the invitation up for the new account, in the sign-up's own transaction (single use under races). */
export async function useInvitation(em: EntityManager, tokenHash: string, email: string, userId: string) {
  if (!(await invitations.use(em, tokenHash, email, userId))) throw invalid();
}
