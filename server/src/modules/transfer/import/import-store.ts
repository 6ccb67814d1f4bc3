import type { EntityManager } from '@mikro-orm/postgresql';
import { IMPORT_KEEP_MINUTES, type ImportSource } from '@tm/domain/transfer/task-import.schema';
import type { ImportData } from './import-data.ts';

/** Previews kept for their confirmation (task_imports): only their uploader reads them, for a while. */
export const importStore = {
  async save(
    em: EntityManager,
    id: string,
    userId: string,
    source: ImportSource,
    data: ImportData,
  ): Promise<void> {
    // Whoever previews next clears the expired ones: no job needed for a table this small.
    await em.execute('delete from task_imports where created_at < now() - make_interval(mins => ?)', [
      IMPORT_KEEP_MINUTES,
    ]);
    await em.execute('insert into task_imports (id, user_id, source, data) values (?, ?, ?, ?::jsonb)', [
      id,
      userId,
      source,
      JSON.stringify(data),
    ]);
  },

  /** The member's own, unexpired preview, locked (one confirmation at a time), or null. */
  async take(
    em: EntityManager,
    id: string,
    userId: string,
  ): Promise<{ source: ImportSource; data: ImportData } | null> {
    const [row] = await em.execute<{ source: ImportSource; data: ImportData | string }[]>(
      `select source, data from task_imports
       where id = ? and user_id = ? and created_at >= now() - make_interval(mins => ?)
       for update`,
      [id, userId, IMPORT_KEEP_MINUTES],
    );
    if (!row) return null;
    return { source: row.source, data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data };
  },

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.execute('delete from task_imports where id = ?', [id]);
  },
};
