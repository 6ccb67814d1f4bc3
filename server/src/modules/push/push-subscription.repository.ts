import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PushSubscription } from '@tm/domain/api/push.schema';
import { iso } from '../../db/sql-iso.ts';

/** A subscription with what sending to it needs: the browser's keys. */
export interface StoredPushSubscription extends PushSubscription {
  userId: string;
  p256dh: string;
  auth: string;
}

const COLUMNS = `id, user_id as "userId", endpoint, p256dh, auth, ${iso('created_at')} as "createdAt"`;

const toWire = ({ id, endpoint, createdAt }: StoredPushSubscription): PushSubscription => ({
  id,
  endpoint,
  createdAt,
});

export const pushSubscriptionRepository = {
  /**
   * One row per endpoint (one per browser): subscribing again replaces the keys and
   * gives the row to whoever subscribes now (another member signed in on that device).
   */
  async upsert(
    em: EntityManager,
    userId: string,
    fields: { endpoint: string; p256dh: string; auth: string },
  ): Promise<PushSubscription> {
    const [row] = await em.execute<StoredPushSubscription[]>(
      `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth) values (?, ?, ?, ?, ?)
       on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
         auth = excluded.auth, created_at = now()
       returning ${COLUMNS}`,
      [randomUUID(), userId, fields.endpoint, fields.p256dh, fields.auth],
    );
    return toWire(row!);
  },

  /**
   * The member's subscriptions other than this endpoint's, counted with the member's
   * row locked so two devices subscribing at once cannot both pass the limit.
   */
  async countOthersLocked(em: EntityManager, userId: string, endpoint: string): Promise<number> {
    await em.execute('select id from users where id = ? for update', [userId]);
    const [row] = await em.execute<{ n: number }[]>(
      'select count(*)::int as n from push_subscriptions where user_id = ? and endpoint <> ?',
      [userId, endpoint],
    );
    return row?.n ?? 0;
  },

  async listForUser(em: EntityManager, userId: string): Promise<StoredPushSubscription[]> {
    return em.execute<StoredPushSubscription[]>(
      `select ${COLUMNS} from push_subscriptions where user_id = ? order by created_at, id`,
      [userId],
    );
  },

  async find(em: EntityManager, id: string): Promise<StoredPushSubscription | null> {
    const [row] = await em.execute<StoredPushSubscription[]>(
      `select ${COLUMNS} from push_subscriptions where id = ?`,
      [id],
    );
    return row ?? null;
  },

  /** The member's own only: another's id removes nothing. */
  async removeOwn(em: EntityManager, userId: string, id: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      'delete from push_subscriptions where id = ? and user_id = ? returning id',
      [id, userId],
    );
    return rows.length > 0;
  },

  /** Every device of the member (a deactivation): nothing more is pushed to them. */
  async removeAllForUser(em: EntityManager, userId: string): Promise<void> {
    await em.execute('delete from push_subscriptions where user_id = ?', [userId]);
  },

  /** The push service said the subscription is gone (404/410); only if it still has the keys that were used. */
  async removeGone(em: EntityManager, id: string, endpoint: string): Promise<void> {
    await em.execute('delete from push_subscriptions where id = ? and endpoint = ?', [id, endpoint]);
  },
};
