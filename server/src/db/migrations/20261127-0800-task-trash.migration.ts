import { Migration } from '@mikro-orm/migrations';

// Issue 23: a deleted task goes to the trash. Its row stays, with its comments,
// attachments, history, labels and checklist, marked by `deleted_at` (and who put
// it there); every read of tasks says `deleted_at is null` (docs/decisions.md,
// "Trash"). The trash job deletes rows older than TRASH_RETENTION_DAYS for good.
// The partial indexes the lists read are rebuilt with the same condition, so a
// trashed task is not even in them and their index-only counts stay index-only.
export class TaskTrash extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table tasks
        add column deleted_at timestamptz,
        add column deleted_by uuid references users (id) on delete set null;
      create index tasks_trashed on tasks (deleted_at) where deleted_at is not null;
      drop index if exists tasks_open_priority;
      create index tasks_open_priority on tasks (priority, due_date, created_at, id)
        where status <> 'done' and deleted_at is null;
      drop index if exists tasks_public;
      create index tasks_public on tasks (created_at desc) where is_public and deleted_at is null;
    `);
  }
}
