import type { EntityManager } from '@mikro-orm/postgresql';
import {
  IMPORT_KEEP_MINUTES,
  IMPORT_PREVIEWS_PER_MINUTE,
  type ImportSource,
} from '@tm/domain/transfer/task-import.schema';
import { preparedQuery } from '../../../db/prepared-statements.ts';
import { RateLimitedError } from '../../../errors/rate-limited-error.ts';

// The kept file goes to and comes from the database as bytes (gzipped JSON, made and
// read by the import's thread) in a real parameter: the ORM's `execute` would copy
// megabytes into the SQL text character by character, and jsonb would come back as
// one large string parsed or copied on the event loop.

/** Previews kept for their confirmation (task_imports): one per member, only its uploader reads it, for a while. */
export const importStore = {
  /** Keeps `data` (the file read, gzipped JSON) as the member's preview, replacing any earlier one. */
  async save(
    em: EntityManager,
    id: string,
    userId: string,
    source: ImportSource,
    data: Uint8Array,
  ): Promise<void> {
    // Whoever previews next clears the expired ones: no job needed for a table this small.
    await preparedQuery(em, 'delete from task_imports where created_at < now() - make_interval(mins => ?)', [
      IMPORT_KEEP_MINUTES,
    ]);
    await preparedQuery(
      em,
      `insert into task_imports (id, user_id, source, data) values (?, ?, ?, ?)
       on conflict (user_id) do update
         set id = excluded.id, source = excluded.source, data = excluded.data, created_at = now()`,
      [id, userId, source, Buffer.from(data.buffer, data.byteOffset, data.byteLength)],
    );
  },

  /** The member's own, unexpired preview (its data as kept), locked (one confirmation at a time), or null. */
  async take(
    em: EntityManager,
    id: string,
    userId: string,
  ): Promise<{ source: ImportSource; data: Uint8Array } | null> {
    const [row] = await preparedQuery<{ source: ImportSource; data: Uint8Array }>(
      em,
      `select source, data from task_imports
       where id = ? and user_id = ? and created_at >= now() - make_interval(mins => ?)
       for update`,
      [id, userId, IMPORT_KEEP_MINUTES],
    );
    return row ?? null;
  },

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.execute('delete from task_imports where id = ?', [id]);
  },

  /**
   * Counts a preview of the member, or refuses it with 429 past
   * IMPORT_PREVIEWS_PER_MINUTE in the member's current minute. One statement: concurrent
   * previews, on any instance, are counted one after the other on the member's row.
   */
  async countPreview(em: EntityManager, userId: string): Promise<void> {
    const [row] = await preparedQuery<{ previews: number; retry_after: number }>(
      em,
      `insert into import_preview_counts as c (user_id, window_started_at, previews) values (?, now(), 1)
       on conflict (user_id) do update set
         previews = case when c.window_started_at > now() - interval '1 minute' then c.previews + 1 else 1 end,
         window_started_at = case when c.window_started_at > now() - interval '1 minute'
           then c.window_started_at else now() end
       returning previews, extract(epoch from window_started_at + interval '1 minute' - now())::float8 as retry_after`,
      [userId],
    );
    if (row && row.previews > IMPORT_PREVIEWS_PER_MINUTE) {
      throw new RateLimitedError('Too many import previews: try again in a moment', row.retry_after);
    }
  },
};
