import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntegrationProvider } from '@tm/domain/integration/integration.schema';
import { iso } from '../../db/sql-iso.ts';

export interface IntegrationRow {
  id: string;
  userId: string;
  provider: IntegrationProvider;
  apiUrl: string;
  apiKeyEncrypted: string;
  apiKeyHint: string;
  enabled: boolean;
  syncIntervalMinutes: number;
  config: Record<string, unknown>;
  lastSync: string | null;
  lastError: string | null;
  ticketCount: number;
}

const selectIntegrations = (where: string) => `
  select i.id, i.user_id as "userId", i.provider, i.api_url as "apiUrl",
    i.api_key_encrypted as "apiKeyEncrypted", i.api_key_hint as "apiKeyHint", i.enabled,
    i.sync_interval_minutes as "syncIntervalMinutes", i.config, ${iso('i.last_sync')} as "lastSync",
    i.last_error as "lastError",
    (select count(*)::int from integration_tickets t where t.integration_id = i.id) as "ticketCount"
  from integrations i where ${where}`;

const parse = (row: IntegrationRow): IntegrationRow => ({
  ...row,
  config: typeof row.config === 'string' ? (JSON.parse(row.config) as Record<string, unknown>) : row.config,
});

export interface IntegrationWrite {
  userId: string;
  provider: IntegrationProvider;
  apiUrl: string;
  apiKeyEncrypted: string;
  apiKeyHint: string;
  enabled: boolean;
  syncIntervalMinutes: number;
  config: Record<string, unknown>;
}

export const integrationRepository = {
  async listForUser(em: EntityManager, userId: string): Promise<IntegrationRow[]> {
    const rows = await em.execute<IntegrationRow[]>(
      `${selectIntegrations('i.user_id = ?')} order by i.provider`,
      [userId],
    );
    return rows.map(parse);
  },

  async find(
    em: EntityManager,
    userId: string,
    provider: IntegrationProvider,
  ): Promise<IntegrationRow | null> {
    const [row] = await em.execute<IntegrationRow[]>(selectIntegrations('i.user_id = ? and i.provider = ?'), [
      userId,
      provider,
    ]);
    return row ? parse(row) : null;
  },

  async findById(em: EntityManager, id: string): Promise<IntegrationRow | null> {
    const [row] = await em.execute<IntegrationRow[]>(selectIntegrations('i.id = ?'), [id]);
    return row ? parse(row) : null;
  },

  /** Creates or replaces the user's integration with this provider (one per provider). */
  async upsert(em: EntityManager, w: IntegrationWrite): Promise<void> {
    await em.execute(
      `insert into integrations (user_id, provider, api_url, api_key_encrypted, api_key_hint, enabled,
         sync_interval_minutes, config)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb)
       on conflict (user_id, provider) do update set api_url = excluded.api_url,
         api_key_encrypted = excluded.api_key_encrypted, api_key_hint = excluded.api_key_hint,
         enabled = excluded.enabled, sync_interval_minutes = excluded.sync_interval_minutes,
         config = excluded.config, last_error = null, updated_at = now()`,
      [
        w.userId,
        w.provider,
        w.apiUrl,
        w.apiKeyEncrypted,
        w.apiKeyHint,
        w.enabled,
        w.syncIntervalMinutes,
        JSON.stringify(w.config),
      ],
    );
  },

  async remove(em: EntityManager, userId: string, provider: IntegrationProvider): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      'delete from integrations where user_id = ? and provider = ? returning id',
      [userId, provider],
    );
    return rows.length > 0;
  },

  /**
   * A deleted user's integrations go with their keys (DESIGN: what only served the
   * person is erased); their ticket links and pending ticket requests cascade.
   * Called inside the user deletion's transaction.
   */
  async removeAllForUser(em: EntityManager, userId: string): Promise<void> {
    await em.execute('delete from integrations where user_id = ?', [userId]);
  },

  /** Enabled integrations whose interval has passed since their last sync attempt. */
  async dueForSync(em: EntityManager): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `select id from integrations where enabled and (last_sync_attempt_at is null
         or last_sync_attempt_at <= now() - make_interval(mins => sync_interval_minutes))`,
    );
    return rows.map((r) => r.id);
  },

  /**
   * Takes the integration's sync turn in one statement: of several instances
   * (or a duplicate job) only one gets it per interval.
   */
  async claimSync(em: EntityManager, id: string, ignoreInterval: boolean): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update integrations set last_sync_attempt_at = now()
       where id = ? and enabled and (? or last_sync_attempt_at is null
         or last_sync_attempt_at <= now() - make_interval(mins => sync_interval_minutes))
       returning id`,
      [id, ignoreInterval],
    );
    return rows.length > 0;
  },

  async recordOutcome(em: EntityManager, id: string, outcome: { error: string | null; synced: boolean }) {
    await em.execute(
      `update integrations set last_error = ?, last_sync = case when ? then now() else last_sync end
       where id = ?`,
      [outcome.error?.slice(0, 500) ?? null, outcome.synced, id],
    );
  },
};
