import type { EntityManager } from '@mikro-orm/postgresql';

/** A live link's account, as the set-password page and the service need it. */
export interface PasswordLinkRow {
  user_id: string;
  name: string;
  email: string | null;
  expires_at: Date;
}

/** Queries on `password_links` (tokens stored as SHA-256 hashes); the rules live in password-link.service.ts. */
export const passwordLinkRepository = {
  /** The account's earlier links stop working: only the newest one an admin handed out counts. */
  async replace(
    em: EntityManager,
    link: { userId: string; tokenHash: string; createdBy: string; expiresAt: Date },
  ): Promise<void> {
    await em.execute('delete from password_links where user_id = ?', [link.userId]);
    await em.execute(
      'insert into password_links (user_id, token_hash, created_by, expires_at) values (?, ?, ?, ?)',
      [link.userId, link.tokenHash, link.createdBy, link.expiresAt],
    );
  },

  /** The unused, unexpired link of a live account, or undefined. */
  async findLive(em: EntityManager, tokenHash: string): Promise<PasswordLinkRow | undefined> {
    const [row] = await em.execute<PasswordLinkRow[]>(
      `select l.user_id, u.name, u.email, l.expires_at
         from password_links l join users u on u.id = l.user_id
        where l.token_hash = ? and l.used_at is null and l.expires_at > now() and u.deleted_at is null`,
      [tokenHash],
    );
    return row;
  },

  /** Marks the link used; only one caller ever gets its account back, however many race. */
  async consume(em: EntityManager, tokenHash: string): Promise<string | undefined> {
    const [row] = await em.execute<{ user_id: string }[]>(
      `update password_links set used_at = now()
        where token_hash = ? and used_at is null and expires_at > now()
        returning user_id`,
      [tokenHash],
    );
    return row?.user_id;
  },
};
