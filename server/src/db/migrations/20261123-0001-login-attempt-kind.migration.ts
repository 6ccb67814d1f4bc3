import { Migration } from '@mikro-orm/migrations';

// Sign-ups are limited per address too (DESIGN: sessions); they share the
// attempts table but must not count as failed logins.
export class LoginAttemptKind extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table login_attempts add column kind varchar(16) not null default 'login_failed'
        check (kind in ('login_failed', 'registration'));
      drop index login_attempts_address;
      create index login_attempts_address on login_attempts (address, kind, attempted_at);
    `);
  }
}
