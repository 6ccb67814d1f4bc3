import { Migration } from '@mikro-orm/migrations';

// Connection tests call whatever address the member names, so they are limited
// per user (modules/integrations/integration-test-limit.ts). One row per user
// holds the current window and its count, updated in one statement, so the limit
// holds across instances and concurrent calls.
export class IntegrationTestLimit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table integration_test_windows (
        user_id uuid primary key references users (id) on delete cascade,
        window_started_at timestamptz not null,
        calls int not null
      );
    `);
  }
}
