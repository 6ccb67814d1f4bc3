import { Migration } from '@mikro-orm/migrations';

// An integration shows whether its last call to the ticketing system worked,
// and the periodic sync spaces its attempts by the interval even when they fail.
export class IntegrationStatus extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table integrations add column last_error varchar(500);
      alter table integrations add column last_sync_attempt_at timestamptz;
      create index integrations_enabled on integrations (last_sync_attempt_at) where enabled;
    `);
  }
}
