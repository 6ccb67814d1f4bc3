import { Migration } from '@mikro-orm/migrations';

// The meeting's critical list reads the first open tasks of one priority in due
// date order: with its tie-breaks in the index, they come straight from it instead
// of from a sort of every open urgent or high task.
export class OpenPriorityOrder extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      drop index if exists tasks_open_priority;
      create index tasks_open_priority on tasks (priority, due_date, created_at, id) where status <> 'done';
    `);
  }
}
