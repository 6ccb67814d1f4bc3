import { Migration } from '@mikro-orm/migrations';

// A preview reads and keeps a whole file: one kept preview per member (a new one
// replaces it, as the import screen only ever confirms its latest), previews
// counted per member and minute (a fixed window, shared by every instance), and the
// kept file as bytes (gzipped JSON, written and read by the import's thread) that
// the event loop only passes along: as jsonb, megabytes became one JS string each way.
export class ImportPreviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      delete from task_imports a using task_imports b
        where a.user_id = b.user_id and (a.created_at, a.id) < (b.created_at, b.id);
      create unique index task_imports_one_per_member on task_imports (user_id);
      alter table task_imports alter column data type bytea using convert_to(data::text, 'UTF8');

      create table import_preview_counts (
        user_id uuid primary key references users (id) on delete cascade,
        window_started_at timestamptz not null,
        previews int not null
      );
    `);
  }
}
