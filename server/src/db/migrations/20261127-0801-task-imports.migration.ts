import { Migration } from '@mikro-orm/migrations';

// Issue 23's import: a previewed file is kept, read and unmapped, for its
// confirmation (IMPORT_KEEP_MINUTES; older previews are deleted by the next
// preview); only the member who uploaded it can confirm it. The tasks it creates
// carry an "imported" history entry (new_value: the source) instead of "created".
export class TaskImports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table task_imports (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        source varchar(10) not null check (source in ('csv', 'trello')),
        data jsonb not null,
        created_at timestamptz not null default now()
      );
      create index task_imports_created on task_imports (created_at);

      alter table history_entries drop constraint if exists history_entries_action_check;
      alter table history_entries add constraint history_entries_action_check
        check (action in ('created', 'updated', 'imported'));
    `);
  }
}
