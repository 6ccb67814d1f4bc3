import type { EntityManager } from '@mikro-orm/postgresql';

/** A live link's account, as the set-password page and the service need it. */
export interface PasswordLinkRow {
  user_id: string;
  name: string;
  email: string | null;
  expires_at: Date;
}

/**
 * What a link is for: 'set_password', an admin's link for an account made without a
 * password (password-link.service.ts); 'reset', a password reset mailed to the
 * account's address (password-reset/). One never works as the other.
 */
export type PasswordLinkPurpose = 'set_password' | 'reset';

/** Queries on `password_links` (tokens stored as SHA-256 hashes); the rules live in password-link.service.ts. */
export const passwordLinkRepository = {
  /** The account's earlier links of that purpose stop working: only the newest one counts. */
  async replace(
    em: EntityManager,
    link: { userId: string; tokenHash: string; createdBy: string | null; expiresAt: Date },
    purpose: PasswordLinkPurpose = 'set_password',
  ): Promise<void> {
    await em.execute('delete from password_links where user_id = ? and purpose = ?', [link.userId, purpose]);
    await em.execute(
      'insert into password_links (user_id, token_hash, created_by, expires_at, purpose) values (?, ?, ?, ?, ?)',
      [link.userId, link.tokenHash, link.createdBy, link.expiresAt, purpose],
    );
  },

  /** Every link of the account, of both purposes (a deactivation): none works again, even after a reactivation. */
  async removeAllForUser(em: EntityManager, userId: string): Promise<void> {
    await em.execute('delete from password_links where user_id = ?', [userId]);
  },

  /** The unused, unexpired link of a live (undeleted, active) account, or undefined. */
  async findLive(
    em: EntityManager,
    tokenHash: string,
    purpose: PasswordLinkPurpose = 'set_password',
  ): Promise<PasswordLinkRow | undefined> {
    const [row] = await em.execute<PasswordLinkRow[]>(
      `select l.user_id, u.name, u.email, l.expires_at
         from password_links l join users u on u.id = l.user_id
        where l.token_hash = ? and l.purpose = ? and l.used_at is null and l.expires_at > now()
          and u.deleted_at is null and u.deactivated_at is null`,
      [tokenHash, purpose],
    );
    return row;
  },

  /** Marks the link used; only one caller ever gets its account back, however many race. */
  async consume(
    em: EntityManager,
    tokenHash: string,
    purpose: PasswordLinkPurpose = 'set_password',
  ): Promise<string | undefined> {
    const [row] = await em.execute<{ user_id: string }[]>(
      `update password_links set used_at = now()
        where token_hash = ? and purpose = ? and used_at is null and expires_at > now()
        returning user_id`,
      [tokenHash, purpose],
    );
    return row?.user_id;
  },
};
