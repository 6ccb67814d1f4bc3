import { Migration } from '@mikro-orm/migrations';

// Anonymous visitors' traces stay bounded (the security review's low findings):
//
// - audit_log.aggregate_key: one entry per throttled account and address, or per
//   address for failed OpenID callbacks, per 15-minute window; a repeat raises the
//   entry's details.count instead of adding a row (unique while set).
// - password_reset_requests is also counted per client (its `ip`, an address key).
export class ThrottleKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table audit_log add column aggregate_key varchar(400);
      create unique index audit_log_aggregate_key on audit_log (aggregate_key) where aggregate_key is not null;

      create index password_reset_requests_ip on password_reset_requests (ip, created_at);
    `);
  }
}
