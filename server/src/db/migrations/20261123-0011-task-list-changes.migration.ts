import { Migration } from '@mikro-orm/migrations';

// Every statement that can change what the members' task list shows (a task, a
// comment, a person's name or avatar) leaves a row naming its transaction. The
// server keeps the list's JSON with the snapshot it was read in, and before each
// use asks whether a transaction that snapshot did not see has left a row since:
// exact on any number of instances, whatever path wrote (requests, jobs, SQL by
// hand), with no shared counter for concurrent writes to queue on.
export class TaskListChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table task_list_changes (
        xact xid8 not null default pg_current_xact_id(),
        at timestamptz not null default now()
      );
      create index task_list_changes_xact on task_list_changes (xact);

      create function note_task_list_change() returns trigger language plpgsql as $$
      begin
        insert into task_list_changes default values;
        return null;
      end
      $$;

      create trigger tasks_list_change after insert or update or delete or truncate on tasks
        for each statement execute function note_task_list_change();
      create trigger comments_list_change after insert or update or delete or truncate on comments
        for each statement execute function note_task_list_change();
      create trigger users_list_change after update of name, avatar or delete on users
        for each statement execute function note_task_list_change();
    `);
  }
}
