import { Migration } from '@mikro-orm/migrations';

// A task's checklist (issue 19): items with a one-line text (packages/domain
// checklist.schema.ts, checked at the door and again here), a done flag and a
// position, lower first; the server renumbers them 1..n on a move
// (checklist-order.ts). The items go with their task. Every statement writing them
// leaves a row in the members' list change log (20261123-0011), so a cached task
// list never answers an old checklist, whoever wrote it.
export class TaskChecklist extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table task_checklist_items (
        id uuid primary key,
        task_id uuid not null references tasks (id) on delete cascade,
        text text not null check (char_length(text) between 1 and 500),
        done boolean not null default false,
        position double precision not null,
        created_at timestamptz not null default now()
      );
      create index task_checklist_items_task on task_checklist_items (task_id, position, created_at, id);

      create trigger task_checklist_items_list_change
        after insert or update or delete or truncate on task_checklist_items
        for each statement execute function note_task_list_change();
    `);
  }
}
