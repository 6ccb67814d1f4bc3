import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors/domain-error.ts';
import { RateLimitedError } from '../../errors/rate-limited-error.ts';
import { addressLimitKey } from '../../http/address-key.ts';
import { loginAttemptRepository as attempts, type FailureCounts } from './login-attempt.repository.ts';

// DESIGN (sessions): only failed logins count; from the 10th failure within 15
// minutes for one account, or the 50th for one address, attempts get 429 until
// the window passes. Sign-ups: at most 100 per address per window.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ADDRESS_FAILURE_LIMIT = 50;
export const REGISTRATION_LIMIT = 100;

const TOO_MANY = 'Too many attempts, please try again later';
const windowStart = () => new Date(Date.now() - THROTTLE_WINDOW_MS);
/** Seconds until the oldest counted attempt leaves the window (`Retry-After`). */
const secondsUntilLeaves = (oldest: Date | null) =>
  oldest ? (oldest.getTime() + THROTTLE_WINDOW_MS - Date.now()) / 1000 : THROTTLE_WINDOW_MS / 1000;

/** The refusal once a limit is reached, telling when the next attempt may pass; null below both. */
function refusalAtLimit(n: FailureCounts): RateLimitedError | null {
  const waits: number[] = [];
  if (n.account >= ACCOUNT_FAILURE_LIMIT) waits.push(secondsUntilLeaves(n.accountOldest));
  if (n.address >= ADDRESS_FAILURE_LIMIT) waits.push(secondsUntilLeaves(n.addressOldest));
  return waits.length ? new RateLimitedError(TOO_MANY, Math.max(...waits)) : null;
}
// An IPv6 client counts as its /64 (http/address-key.ts); the column holds 64 characters.
const addressKey = (ip: string) => addressLimitKey(ip).slice(0, 64) || 'unknown';

/** A login attempt already counted as a failure; `succeeded` takes it back. */
export interface LoginAttemptTicket {
  readonly id: string;
  readonly accountKey: string;
  readonly address: string;
}

/**
 * Every attempt is counted as a failure *before* the password is checked, in a
 * short transaction that holds the address's and account's advisory locks: any
 * number of concurrent or batched attempts, on any instance, get at most the
 * limit through to a password check. A success then takes its count back.
 *
 * The address is express's `req.ip`: the socket's peer unless `TRUST_PROXY` is
 * configured, so a forged X-Forwarded-For header cannot start a fresh count.
 */
export const loginThrottle = {
  /** Counts the attempt, or refuses it with 429 once a limit is reached. */
  async reserveLogin(em: EntityManager, accountKey: string, ip: string): Promise<LoginAttemptTicket> {
    const address = addressKey(ip);
    return em.transactional(async (tx) => {
      await attempts.lock(tx, address, accountKey);
      const since = windowStart();
      await attempts.prune(tx, accountKey, address, since);
      const refusal = refusalAtLimit(await attempts.countFailures(tx, accountKey, address, since));
      if (refusal) throw refusal;
      const id = await attempts.record(tx, 'login_failed', accountKey, address);
      return { id, accountKey, address };
    });
  },

  /** Successful logins are not counted. */
  async succeeded(em: EntityManager, ticket: LoginAttemptTicket): Promise<void> {
    await attempts.remove(em, ticket.id);
  },

  /** The attempt stays counted; the one that reached a limit already answers 429 instead of 401. */
  async failed(em: EntityManager, ticket: LoginAttemptTicket): Promise<DomainError> {
    const counts = await attempts.countFailures(em, ticket.accountKey, ticket.address, windowStart());
    return (
      refusalAtLimit(counts) ??
      new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid email or password')
    );
  },

  /** Counts a sign-up attempt before any work is done for it, or refuses it with 429. */
  async reserveRegistration(em: EntityManager, ip: string): Promise<void> {
    const address = addressKey(ip);
    const reserve = async (tx: EntityManager) => {
      await attempts.lock(tx, address, null);
      const n = await attempts.countByAddress(tx, 'registration', address, windowStart());
      // Sign-ups are not taken back one by one: the whole window is the honest wait.
      if (n >= REGISTRATION_LIMIT) throw new RateLimitedError(TOO_MANY, THROTTLE_WINDOW_MS / 1000);
      await attempts.record(tx, 'registration', null, address);
    };
    // Inside a caller's transaction the locks live as long as it does.
    if (em.isInTransaction()) await reserve(em);
    else await em.transactional(reserve);
  },
};
