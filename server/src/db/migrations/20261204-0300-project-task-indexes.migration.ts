import { Migration } from '@mikro-orm/migrations';

// Reads of a member's projects (issue 31): the header's counts by status and the
// analytics of a period read the live tasks of some projects, by status or by creation
// date; these indexes let each read only those projects' rows instead of every task's.
export class ProjectTaskIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      drop index tasks_project_live;
      create index tasks_project_status_live on tasks (project_id, status) where deleted_at is null;
      create index tasks_project_created_live on tasks (project_id, created_at) where deleted_at is null;
    `);
  }
}
