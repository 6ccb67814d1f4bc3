import { Migration } from '@mikro-orm/migrations';

// A task's description: Markdown written by members, up to 20,000 characters
// (packages/domain's DESCRIPTION_MAX, checked at the door). Null when none.
// Never part of the public list (DESIGN: public data).
export class TaskDescription extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table tasks add column description text;');
  }
}
