import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailContent } from './mail-message.ts';

export interface ConfirmationRow {
  userId: string;
  address: string;
  expired: boolean;
}

/** Queries of the notification address's confirmation; its rules live in notification-email.service.ts. */
export const notificationEmailRepository = {
  /** Serialises one member's confirmation requests for the rest of the transaction (their limit). */
  async lockMember(em: EntityManager, userId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`notification-email:${userId}`]);
  },

  async pendingAddress(em: EntityManager, userId: string): Promise<string | null> {
    const [row] = await em.execute<{ address: string }[]>(
      'select address from notification_email_confirmations where user_id = ?',
      [userId],
    );
    return row?.address ?? null;
  },

  /** Confirmation mails this member asked for within the last hour (sent, waiting or dropped). */
  async confirmationsWithinHour(em: EntityManager, userId: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from mail_outbox
       where kind = 'confirmation' and requested_by = ? and created_at > now() - interval '1 hour'`,
      [userId],
    );
    return row?.n ?? 0;
  },

  /** Mails to an address counted in the last hour or still waiting: what its limit will see. */
  async mailsToAddressWithinHour(em: EntityManager, address: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from mail_outbox
       where lower(to_address) = lower(?) and dropped_at is null
         and (counted_at > now() - interval '1 hour' or (counted_at is null and sent_at is null))`,
      [address],
    );
    return row?.n ?? 0;
  },

  /** The member's pending address and its new link; an earlier link of theirs stops working. */
  async savePending(
    em: EntityManager,
    row: { userId: string; address: string; tokenHash: string; validHours: number },
  ): Promise<void> {
    await em.execute(
      `insert into notification_email_confirmations (user_id, address, token_hash, expires_at)
       values (?, ?, ?, now() + make_interval(hours => ?))
       on conflict (user_id) do update set address = excluded.address, token_hash = excluded.token_hash,
         expires_at = excluded.expires_at, created_at = now()`,
      [row.userId, row.address, row.tokenHash, row.validHours],
    );
  },

  async clearPending(em: EntityManager, userId: string): Promise<void> {
    await em.execute('delete from notification_email_confirmations where user_id = ?', [userId]);
  },

  /** The confirmation a link's token belongs to, locked until the transaction ends. */
  async findByTokenHash(em: EntityManager, tokenHash: string): Promise<ConfirmationRow | null> {
    const [row] = await em.execute<ConfirmationRow[]>(
      `select user_id as "userId", address, expires_at <= now() as expired
       from notification_email_confirmations where token_hash = ? for update`,
      [tokenHash],
    );
    return row ?? null;
  },

  /** The pending address becomes the one mail goes to; its link is used up. */
  async confirm(em: EntityManager, userId: string, address: string): Promise<void> {
    await em.execute('update users set notification_email = ? where id = ?', [address, userId]);
    await em.execute('delete from notification_email_confirmations where user_id = ?', [userId]);
  },

  async queueConfirmationMail(
    em: EntityManager,
    mail: MailContent & { toAddress: string; requestedBy: string },
  ): Promise<void> {
    await em.execute(
      `insert into mail_outbox (to_address, subject, body_text, kind, requested_by, holds_secret)
       values (?, ?, ?, 'confirmation', ?, ?)`,
      [mail.toAddress, mail.subject, mail.bodyText, mail.requestedBy, mail.holdsSecret === true],
    );
  },
};
