import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailContent } from '../../notifications/mail-message.ts';

/** An account a reset link may be mailed to: live, active, with an address. */
export interface ResettableAccount {
  id: string;
  name: string;
  email: string;
}

/** Queries of the password reset: the requests counted by the throttle, the account, the mail. */
export const passwordResetRepository = {
  /**
   * Serialises the requests for one address (held until the transaction ends), so a
   * burst of them is counted one after the other and cannot pass the limit.
   */
  async lockAddress(em: EntityManager, address: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`password-reset:${address}`]);
  },

  /** The same for one client's requests; taken before the address's, so two requests never wait on each other in a cycle. */
  async lockClient(em: EntityManager, client: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`password-reset-client:${client}`]);
  },

  /** Requests from this client (its address key) within the last hour, whatever addresses they named. */
  async clientCountWithinHour(em: EntityManager, client: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from password_reset_requests
        where ip = ? and created_at > now() - interval '1 hour'`,
      [client],
    );
    return row?.n ?? 0;
  },

  async findAccount(em: EntityManager, address: string): Promise<ResettableAccount | undefined> {
    const [row] = await em.execute<ResettableAccount[]>(
      `select id, name, email from users
        where lower(email) = ? and deleted_at is null and deactivated_at is null`,
      [address],
    );
    return row;
  },

  /** Requests for this address (known or not) and for this account within the last hour. */
  async countsWithinHour(
    em: EntityManager,
    address: string,
    userId: string | null,
  ): Promise<{ address: number; account: number }> {
    const [row] = await em.execute<{ address: number; account: number }[]>(
      `select count(*) filter (where address = ?)::int as address,
              count(*) filter (where user_id = ?)::int as account
         from password_reset_requests
        where created_at > now() - interval '1 hour' and (address = ? or user_id = ?)`,
      [address, userId, address, userId],
    );
    return row ?? { address: 0, account: 0 };
  },

  async recordRequest(
    em: EntityManager,
    request: { address: string; userId: string | null; ip: string },
  ): Promise<void> {
    await em.execute('insert into password_reset_requests (address, user_id, ip) values (?, ?, ?)', [
      request.address,
      request.userId,
      request.ip.slice(0, 64),
    ]);
  },

  async queueMail(
    em: EntityManager,
    mail: MailContent & { toAddress: string; requestedBy: string | null },
  ): Promise<void> {
    await em.execute(
      `insert into mail_outbox (to_address, subject, body_text, kind, requested_by, holds_secret)
       values (?, ?, ?, 'password_reset', ?, ?)`,
      [mail.toAddress, mail.subject, mail.bodyText, mail.requestedBy, mail.holdsSecret === true],
    );
  },

  /** Requests older than the throttle's hour count for nothing: drop those of the address just used (as login attempts do). */
  async pruneAddress(em: EntityManager, address: string): Promise<void> {
    await em.execute(
      `delete from password_reset_requests where address = ? and created_at < now() - interval '1 hour'`,
      [address],
    );
  },

  /** Every request past the throttle's hour, whoever made it (the periodic job); returns how many. */
  async pruneAll(em: EntityManager): Promise<number> {
    const rows = await em.execute<{ n: number }[]>(
      `with gone as (delete from password_reset_requests where created_at < now() - interval '1 hour' returning 1)
       select count(*)::int as n from gone`,
    );
    return rows[0]?.n ?? 0;
  },
};
