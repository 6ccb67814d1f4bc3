import { Migration } from '@mikro-orm/migrations';

// The team's labels and which task carries which. A name is unique ignoring case
// (the unique index on lower(name) decides races between two creations). Deleting
// a label or a task removes its task_labels rows (cascade). Both tables leave a row
// in the members' list change log (20261123-0011), so a cached task list never
// shows a renamed, removed or newly attached label late.
export class Labels extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table labels (
        id uuid primary key,
        name text not null,
        color text not null,
        created_at timestamptz not null default now()
      );
      create unique index labels_name_lower on labels (lower(name));

      create table task_labels (
        task_id uuid not null references tasks (id) on delete cascade,
        label_id uuid not null references labels (id) on delete cascade,
        primary key (task_id, label_id)
      );
      create index task_labels_label on task_labels (label_id);

      create trigger labels_list_change after insert or update or delete or truncate on labels
        for each statement execute function note_task_list_change();
      create trigger task_labels_list_change after insert or update or delete or truncate on task_labels
        for each statement execute function note_task_list_change();
    `);
  }
}
