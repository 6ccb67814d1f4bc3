import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../http/domain-error.ts';
import { loginAttemptRepository as attempts } from './login-attempt.repository.ts';

// DESIGN (sessions): only failed logins count; from the 10th failure within 15
// minutes for one account, or the 50th for one address, attempts get 429 until
// the window passes. Sign-ups: at most 100 per address per window.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ADDRESS_FAILURE_LIMIT = 50;
export const REGISTRATION_LIMIT = 100;

const rateLimited = () =>
  new DomainError('rateLimited', 'RATE_LIMITED', 'Too many attempts, please try again later');
const windowStart = () => new Date(Date.now() - THROTTLE_WINDOW_MS);
// The column holds 64 characters; an IPv6 address with a zone fits.
const addressKey = (ip: string) => ip.slice(0, 64) || 'unknown';

/**
 * The address is express's `req.ip`: the socket's peer unless `TRUST_PROXY` is
 * configured, so a forged X-Forwarded-For header cannot start a fresh count.
 */
export const loginThrottle = {
  /** Refuses before the password is even checked once a limit is reached. */
  async assertLoginAllowed(em: EntityManager, accountKey: string, ip: string): Promise<void> {
    const n = await attempts.countFailures(em, accountKey, addressKey(ip), windowStart());
    if (n.account >= ACCOUNT_FAILURE_LIMIT || n.address >= ADDRESS_FAILURE_LIMIT) throw rateLimited();
  },

  /** Records a failure; the one that reaches a limit already answers 429 instead of 401. */
  async recordFailure(em: EntityManager, accountKey: string, ip: string): Promise<DomainError> {
    const address = addressKey(ip);
    const since = windowStart();
    await attempts.prune(em, accountKey, address, since);
    await attempts.record(em, 'login_failed', accountKey, address);
    const n = await attempts.countFailures(em, accountKey, address, since);
    if (n.account >= ACCOUNT_FAILURE_LIMIT || n.address >= ADDRESS_FAILURE_LIMIT) return rateLimited();
    return new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid email or password');
  },

  async assertRegistrationAllowed(em: EntityManager, ip: string): Promise<void> {
    const n = await attempts.countByAddress(em, 'registration', addressKey(ip), windowStart());
    if (n >= REGISTRATION_LIMIT) throw rateLimited();
  },

  async recordRegistration(em: EntityManager, ip: string): Promise<void> {
    await attempts.record(em, 'registration', null, addressKey(ip));
  },
};
