import type { EntityManager } from '@mikro-orm/postgresql';
import { verifyPassword } from '../auth/password.ts';

/** The accounts seeded on a first start in demo mode (SEED_DEMO), with the passwords they start with. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'demo123', isAdmin: false },
  { email: 'admin@example.com', password: 'admin123', isAdmin: true },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
export const DEMO_ADMIN = DEMO_ACCOUNTS[1];

/**
 * Remembers, per demo account, the stored hash last checked and whether the
 * seeded password matched it. Keyed by the hash itself: any password change
 * (on this instance or another, by any path) writes a new salted hash, which is
 * checked once again, so the answer is never older than the password and a
 * config request costs no scrypt.
 */
export class SeededPasswordCheck {
  private readonly checked = new Map<string, { hash: string; matches: Promise<boolean> }>();
  private readonly verify: (password: string, hash: string) => Promise<boolean>;

  constructor(verify: (password: string, hash: string) => Promise<boolean> = verifyPassword) {
    this.verify = verify;
  }

  matches(account: DemoAccount, hash: string): Promise<boolean> {
    const known = this.checked.get(account.email);
    if (known?.hash === hash) return known.matches;
    const matches = this.verify(account.password, hash).catch(() => false);
    this.checked.set(account.email, { hash, matches });
    return matches;
  }
}

const seededPasswords = new SeededPasswordCheck();

/** The demo accounts that still exist and still sign in with their seeded password. */
export async function demoAccountsStillDefault(em: EntityManager): Promise<DemoAccount[]> {
  const rows = await em.execute<{ email: string; hash: string }[]>(
    `select lower(email) as email, password_hash as hash from users
      where lower(email) in (?, ?) and deleted_at is null and password_hash is not null`,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  const hashes = new Map(rows.map((r) => [r.email, r.hash]));
  const still = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => {
      const hash = hashes.get(a.email);
      return hash !== undefined && (await seededPasswords.matches(a, hash));
    }),
  );
  return DEMO_ACCOUNTS.filter((_, i) => still[i]);
}
