import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Webhook, WebhookDelivery, WebhookFormat } from '@tm/domain/api/webhook.schema';
import { iso } from '../../db/sql-iso.ts';

/** A webhook with what a delivery needs: the sealed secret, its creator, its run of failures. */
export interface StoredWebhook extends Webhook {
  secretSealed: string;
}

// The event list travels as one JSON parameter: the driver would spread an array into several.
const EVENTS_PARAM = 'array(select json_array_elements_text(?::json))';

const COLUMNS = `id, url, events, format, active, ${iso('created_at')} as "createdAt",
  project_ids::text[] as "projectIds"`;
/** A list of project ids as one JSON parameter, or null. */
const PROJECTS_PARAM = '(select array_agg(value::uuid) from json_array_elements_text(?::json))';

const toWebhook = ({ id, url, events, format, active, createdAt, projectIds }: Webhook): Webhook => ({
  id,
  url,
  events,
  format,
  active,
  createdAt,
  projectIds,
});

export const webhookRepository = {
  async list(em: EntityManager): Promise<Webhook[]> {
    const rows = await em.execute<Webhook[]>(`select ${COLUMNS} from webhooks order by created_at, id`);
    return rows.map(toWebhook);
  },

  async insert(
    em: EntityManager,
    fields: {
      url: string;
      events: string[];
      format: WebhookFormat;
      secretSealed: string;
      createdBy: string;
      projectIds?: readonly string[] | null;
    },
  ): Promise<Webhook> {
    const [row] = await em.execute<Webhook[]>(
      `insert into webhooks (id, url, events, format, secret_sealed, created_by, project_ids)
       values (?, ?, ${EVENTS_PARAM}, ?, ?, ?, ${PROJECTS_PARAM}) returning ${COLUMNS}`,
      [
        randomUUID(),
        fields.url,
        JSON.stringify(fields.events),
        fields.format,
        fields.secretSealed,
        fields.createdBy,
        fields.projectIds ? JSON.stringify(fields.projectIds) : null,
      ],
    );
    return toWebhook(row!);
  },

  async update(
    em: EntityManager,
    id: string,
    fields: {
      url?: string;
      events?: string[];
      format?: WebhookFormat;
      active?: boolean;
      projectIds?: readonly string[] | null;
    },
  ): Promise<Webhook | null> {
    const [row] = await em.execute<Webhook[]>(
      `update webhooks set
         url = coalesce(?, url),
         -- Kept when absent: an array built from no JSON is empty, not null, so it is aggregated.
         events = coalesce(
           (select array_agg(e order by n) from json_array_elements_text(?::json) with ordinality as x(e, n)),
           events),
         format = coalesce(?, format),
         active = coalesce(?, active),
         project_ids = case when ?::boolean then ${PROJECTS_PARAM} else project_ids end,
         -- Resumed: a new run of failures starts from now on.
         failing_since = case when ?::boolean then null else failing_since end
       where id = ? returning ${COLUMNS}`,
      [
        fields.url ?? null,
        fields.events ? JSON.stringify(fields.events) : null,
        fields.format ?? null,
        fields.active ?? null,
        fields.projectIds !== undefined,
        fields.projectIds ? JSON.stringify(fields.projectIds) : null,
        fields.active === true,
        id,
      ],
    );
    return row ? toWebhook(row) : null;
  },

  async remove(em: EntityManager, id: string): Promise<boolean> {
    return (
      (await em.execute<{ id: string }[]>('delete from webhooks where id = ? returning id', [id])).length > 0
    );
  },

  async find(em: EntityManager, id: string): Promise<StoredWebhook | null> {
    const [row] = await em.execute<StoredWebhook[]>(
      `select ${COLUMNS}, secret_sealed as "secretSealed" from webhooks where id = ?`,
      [id],
    );
    return row ?? null;
  },

  async deliveries(em: EntityManager, webhookId: string, limit = 100): Promise<WebhookDelivery[]> {
    return em.execute<WebhookDelivery[]>(
      `select id, event_id as "eventId", event_type as event, attempt, status_code as "statusCode", error,
         duration_ms as "durationMs", ${iso('created_at')} as "createdAt"
       from webhook_deliveries where webhook_id = ? order by created_at desc, attempt desc limit ?`,
      [webhookId, limit],
    );
  },

  async findDelivery(
    em: EntityManager,
    webhookId: string,
    id: string,
  ): Promise<{ eventId: string; event: string; body: string } | null> {
    const [row] = await em.execute<{ eventId: string; event: string; body: string }[]>(
      'select event_id as "eventId", event_type as event, body from webhook_deliveries where webhook_id = ? and id = ?',
      [webhookId, id],
    );
    return row ?? null;
  },

  async logAttempt(
    em: EntityManager,
    row: {
      webhookId: string;
      eventId: string;
      event: string;
      body: string;
      attempt: number;
      statusCode: number | null;
      error: string | null;
      durationMs: number;
    },
  ): Promise<void> {
    await em.execute(
      `insert into webhook_deliveries (id, webhook_id, event_id, event_type, body, attempt, status_code, error, duration_ms)
       select ?, ?, ?, ?, ?, ?, ?, ?, ? where exists (select 1 from webhooks where id = ?)`,
      [
        randomUUID(),
        row.webhookId,
        row.eventId,
        row.event,
        row.body,
        row.attempt,
        row.statusCode,
        row.error,
        row.durationMs,
        row.webhookId,
      ],
    );
  },

  /**
   * A success ends the webhook's run of failures; a failure starts one if none
   * runs. Answers whether the webhook has now been failing for 24 hours.
   */
  async markOutcome(em: EntityManager, id: string, ok: boolean): Promise<boolean> {
    const [row] = await em.execute<{ day: boolean }[]>(
      `update webhooks set failing_since = case when ?::boolean then null else coalesce(failing_since, now()) end
       where id = ? returning coalesce(failing_since <= now() - interval '24 hours', false) as day`,
      [ok, id],
    );
    return row?.day ?? false;
  },

  /**
   * Pauses a webhook failing for 24 hours and writes its creator's mail, in one
   * transaction; answers false when another attempt paused it first (one mail).
   */
  async pauseAndNotify(
    em: EntityManager,
    id: string,
    mail: { subject: string; bodyText: string },
  ): Promise<boolean> {
    return em.transactional(async (tx) => {
      const paused = await tx.execute<{ created_by: string | null }[]>(
        'update webhooks set active = false where id = ? and active returning created_by',
        [id],
      );
      if (!paused[0]) return false;
      await tx.execute(
        `insert into mail_outbox (to_address, subject, body_text)
         select coalesce(nullif(notification_email, ''), email), ?, ? from users
         where id = ? and deleted_at is null and coalesce(nullif(notification_email, ''), email) is not null`,
        [mail.subject, mail.bodyText, paused[0].created_by],
      );
      return true;
    });
  },

  /** The delivery log keeps 30 days. */
  async purgeOld(em: EntityManager): Promise<number> {
    const rows = await em.execute<{ id: string }[]>(
      `delete from webhook_deliveries where created_at < now() - interval '30 days' returning id`,
    );
    return rows.length;
  },
};
