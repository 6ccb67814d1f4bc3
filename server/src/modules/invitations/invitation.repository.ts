import type { EntityManager } from '@mikro-orm/postgresql';
import type { Invitation } from '@tm/domain/auth/invitation.schema';
import { iso } from '../../db/sql-iso.ts';

/** Pending: neither used nor revoked, and not yet expired (the database's clock decides). */
const PENDING = 'i.used_at is null and i.revoked_at is null and i.expires_at > now()';

const INVITATION_COLUMNS = `i.id, i.email, u.name as "invitedBy",
  ${iso('i.created_at')} as "createdAt", ${iso('i.expires_at')} as "expiresAt"`;

export const invitationRepository = {
  /** Stores a new invitation; an older pending one to the same address stops working. */
  async insert(
    em: EntityManager,
    row: { id: string; tokenHash: string; email: string; invitedBy: string; days: number },
  ): Promise<Invitation> {
    await em.execute(
      `update invitations i set revoked_at = now() where lower(i.email) = lower(?) and ${PENDING}`,
      [row.email],
    );
    await em.execute(
      `insert into invitations (id, token_hash, email, invited_by, expires_at)
       values (?, ?, ?, ?, now() + make_interval(days => ?))`,
      [row.id, row.tokenHash, row.email, row.invitedBy, row.days],
    );
    const [created] = await em.execute<Invitation[]>(
      `select ${INVITATION_COLUMNS} from invitations i left join users u on u.id = i.invited_by where i.id = ?`,
      [row.id],
    );
    return created!;
  },

  /** Pending invitations, newest first, each with the name of the admin who sent it. */
  listPending(em: EntityManager): Promise<Invitation[]> {
    return em.execute<Invitation[]>(
      `select ${INVITATION_COLUMNS} from invitations i left join users u on u.id = i.invited_by
        where ${PENDING} order by i.created_at desc, i.id`,
    );
  },

  async findPending(
    em: EntityManager,
    tokenHash: string,
  ): Promise<{ email: string; expiresAt: string } | null> {
    const [row] = await em.execute<{ email: string; expiresAt: string }[]>(
      `select i.email, ${iso('i.expires_at')} as "expiresAt" from invitations i
        where i.token_hash = ? and ${PENDING}`,
      [tokenHash],
    );
    return row ?? null;
  },

  /** Revokes the pending invitations an admin sent (their deactivation); answers how many. */
  async revokeSentBy(em: EntityManager, adminId: string): Promise<number> {
    const rows = await em.execute<{ id: string }[]>(
      `update invitations i set revoked_at = now() where i.invited_by = ? and ${PENDING} returning i.id`,
      [adminId],
    );
    return rows.length;
  },

  /** False when there was no pending invitation of that id. */
  async revoke(em: EntityManager, id: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update invitations i set revoked_at = now() where i.id = ? and ${PENDING} returning i.id`,
      [id],
    );
    return rows.length > 0;
  },

  /**
   * Marks the invitation used by `userId`, in one statement: of two sign-ups with
   * one link at once, the second waits for the first's row lock, then finds it used.
   */
  async use(em: EntityManager, tokenHash: string, email: string, userId: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update invitations i set used_at = now(), used_by = ?
        where i.token_hash = ? and lower(i.email) = lower(?) and ${PENDING} returning i.id`,
      [userId, tokenHash, email],
    );
    return rows.length > 0;
  },
};
