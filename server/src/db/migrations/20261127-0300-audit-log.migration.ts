import { Migration } from '@mikro-orm/migrations';

// Audit log (modules/audit): one row per security-relevant act. The actor's name is
// copied so an entry still says who after a rename or a deletion; actor_id has no
// foreign key for the same reason (the person filter keeps working on deleted accounts).
export class AuditLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table audit_log (
        id uuid primary key,
        at timestamptz not null default now(),
        actor_id uuid,
        actor_name varchar(200) not null,
        kind varchar(40) not null,
        target_type varchar(20),
        target_id varchar(100),
        ip varchar(64) not null default '',
        details jsonb not null default '{}'::jsonb
      );
      create index audit_log_at_idx on audit_log (at desc, id desc);
      create index audit_log_actor_idx on audit_log (actor_id, at desc);
      create index audit_log_kind_idx on audit_log (kind varchar_pattern_ops, at desc);
    `);
  }
}
