import type { EntityManager } from '@mikro-orm/postgresql';
import { LoginAttempt } from './login-attempt.entity.ts';

export type AttemptKind = 'login_failed' | 'registration';

export interface FailureCounts {
  account: number;
  address: number;
  accountOldest: Date | null;
  addressOldest: Date | null;
}

// Advisory lock namespaces (the first key of pg_advisory_xact_lock(int, int)):
// an address and an account never share a lock, and every caller takes the
// address's lock before the account's, so two reservations cannot deadlock.
const ADDRESS_LOCK = 0x7a01;
const ACCOUNT_LOCK = 0x7a02;

/** Queries on the attempts table; the throttle's rules live in login-throttle.ts. */
export const loginAttemptRepository = {
  /**
   * Holds, until `em`'s transaction ends, every other reservation for this address
   * (and account): the count read next cannot change before this attempt is recorded.
   */
  async lock(em: EntityManager, address: string, accountKey: string | null): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [ADDRESS_LOCK, address]);
    if (accountKey)
      await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [ACCOUNT_LOCK, accountKey]);
  },

  /**
   * Failed (or still running) logins since `since`, for one account and for one
   * address, with the oldest of each (when it leaves the window, one more attempt
   * may pass), in one query.
   */
  async countFailures(
    em: EntityManager,
    accountKey: string,
    address: string,
    since: Date,
  ): Promise<FailureCounts> {
    const [row] = await em.execute<
      { account: number; address: number; account_oldest: Date | null; address_oldest: Date | null }[]
    >(
      `select count(*) filter (where account_key = ?)::int as account,
              count(*) filter (where address = ?)::int as address,
              min(attempted_at) filter (where account_key = ?) as account_oldest,
              min(attempted_at) filter (where address = ?) as address_oldest
         from login_attempts
        where kind = 'login_failed' and attempted_at > ? and (account_key = ? or address = ?)`,
      [accountKey, address, accountKey, address, since, accountKey, address],
    );
    return {
      account: row?.account ?? 0,
      address: row?.address ?? 0,
      accountOldest: row?.account_oldest ? new Date(row.account_oldest) : null,
      addressOldest: row?.address_oldest ? new Date(row.address_oldest) : null,
    };
  },

  countByAddress(em: EntityManager, kind: AttemptKind, address: string, since: Date): Promise<number> {
    return em.count(LoginAttempt, { kind, address, attemptedAt: { $gt: since } });
  },

  async record(
    em: EntityManager,
    kind: AttemptKind,
    accountKey: string | null,
    address: string,
  ): Promise<string> {
    const id = await em.insert(LoginAttempt, { kind, accountKey, address, attemptedAt: new Date() });
    return String(id);
  },

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.nativeDelete(LoginAttempt, { id: Number(id) });
  },

  /** Every row older than the window, whoever it counted (the periodic job); returns how many. */
  pruneAll(em: EntityManager, before: Date): Promise<number> {
    return em.nativeDelete(LoginAttempt, { attemptedAt: { $lt: before } });
  },

  /** Rows older than the window count for nothing; drop those of the keys just used. */
  async prune(em: EntityManager, accountKey: string | null, address: string, before: Date): Promise<void> {
    await em.nativeDelete(LoginAttempt, {
      attemptedAt: { $lt: before },
      $or: [{ address }, ...(accountKey ? [{ accountKey }] : [])],
    });
  },
};
