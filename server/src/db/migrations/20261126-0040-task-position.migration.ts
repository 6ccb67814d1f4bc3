import { Migration } from '@mikro-orm/migrations';

// A task's place in its board column, lower first (packages/domain's
// task/board-position.ts). A new task goes to the top of its column: its default
// is minus its creation time in seconds, below every earlier task's default and
// below every renumbered position (renumbering starts at 1,024). Existing tasks
// take the same rule from their creation time, so the board starts newest first.
// Not recorded in the history (issue 19).
export class TaskPosition extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table tasks add column position double precision;
      update tasks set position = -extract(epoch from created_at);
      alter table tasks alter column position set default (-extract(epoch from clock_timestamp())),
        alter column position set not null;
      create index tasks_status_position on tasks (status, position);
    `);
  }
}
