import type { NotificationEmailConfirmed } from '@tm/domain/user/user.schema';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { User } from '../users/user.entity.ts';
import { MAIL_FLUSH_JOB } from './mail-outbox.job.ts';
import { notificationEmailRepository as pending } from './notification-email.repository.ts';
import { confirmationMail } from './notification-email-mail.ts';
import { confirmationLink, confirmationTokenHash, newConfirmationToken } from './notification-email-token.ts';

// docs/notifications-and-calendar.md: a notification address other than the
// account's e-mail receives nothing but its confirmation link until the member
// opens that link, signed in.
const CONFIRMATION_VALID_HOURS = 48;
const CONFIRMATIONS_PER_MEMBER_PER_HOUR = 3;

const tooMany = () =>
  new DomainError('rateLimited', 'RATE_LIMITED', 'Too many confirmation mails, please try again later');
const invalidLink = () =>
  new DomainError('validation', 'EMAIL_CONFIRMATION_INVALID', 'This confirmation link is not valid');
const expiredLink = () =>
  new DomainError('validation', 'EMAIL_CONFIRMATION_EXPIRED', 'This confirmation link has expired');

/**
 * A member's choice of notification address (saving the settings). The account's
 * e-mail, or none, applies at once; any other address waits for its confirmation
 * while mail keeps going where it went so far. Saving the address already pending
 * sends no new link (the screen sends the address with every save). `user` is the
 * member's own account, loaded by the caller that flushes the change.
 */
export async function chooseNotificationEmail(
  c: MemberCtx,
  user: User,
  wanted: string | null,
): Promise<void> {
  const address = wanted?.toLowerCase() ?? null;
  if (address === null || address === user.email?.toLowerCase()) {
    user.notificationEmail = null;
    await pending.clearPending(c.em, user.id);
  } else if (address === user.notificationEmail?.toLowerCase()) {
    await pending.clearPending(c.em, user.id);
  } else if (address !== (await pending.pendingAddress(c.em, user.id))) {
    await sendConfirmation(c, address);
  }
}

/** A new link for the pending address; the previous link stops working. */
export async function resendConfirmation(c: MemberCtx): Promise<void> {
  const address = await pending.pendingAddress(c.em, c.member.id);
  if (!address)
    throw new DomainError('conflict', 'CONFLICT', 'No notification address waits for confirmation');
  await sendConfirmation(c, address);
}

/**
 * Opening the link, signed in as the member who asked: the pending address becomes
 * where notification mail goes, and the link is used up. Someone who receives a
 * link they did not ask for cannot confirm it for another member, and a mail
 * scanner that opens links has no session.
 */
export async function confirmNotificationEmail(
  c: MemberCtx,
  token: string,
): Promise<NotificationEmailConfirmed> {
  const address = await c.em.transactional(async (em) => {
    const found = await pending.findByTokenHash(em, confirmationTokenHash(token));
    if (!found || found.userId !== c.member.id) throw invalidLink();
    if (found.expired) throw expiredLink();
    await pending.confirm(em, found.userId, found.address);
    return found.address;
  });
  // This instance's next requests see the new address at once, before the database's notice.
  c.deps.sessions.cache.forgetUser(c.member.id);
  return { email: address };
}

async function sendConfirmation(c: MemberCtx, address: string): Promise<void> {
  const token = newConfirmationToken();
  await c.em.transactional(async (em) => {
    // Counted under the member's lock before anything is written: concurrent or
    // batched requests cannot pass the limit.
    await pending.lockMember(em, c.member.id);
    if ((await pending.confirmationsWithinHour(em, c.member.id)) >= CONFIRMATIONS_PER_MEMBER_PER_HOUR) {
      throw tooMany();
    }
    // The outbox would drop this mail (its recipient limit): say so now rather than
    // promise a link that never comes.
    if ((await pending.mailsToAddressWithinHour(em, address)) >= c.deps.config.mailPerRecipientPerHour) {
      throw tooMany();
    }
    await pending.savePending(em, {
      userId: c.member.id,
      address,
      tokenHash: confirmationTokenHash(token),
      validHours: CONFIRMATION_VALID_HOURS,
    });
    const link = confirmationLink(c.appUrl, token);
    await pending.queueConfirmationMail(em, {
      toAddress: address,
      requestedBy: c.member.id,
      ...confirmationMail(link, c.member.name, CONFIRMATION_VALID_HOURS),
    });
  });
  await c.deps.jobs.enqueue(MAIL_FLUSH_JOB, {}, { singletonKey: 'now' });
}
