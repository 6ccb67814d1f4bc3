import { Migration } from '@mikro-orm/migrations';

// Two-factor sign-in (TOTP, docs/decisions.md "Two-factor authentication"):
//
// - user_two_factor: one row per member who started or finished an enrollment. The
//   secrets are AES-256-GCM sealed with a key derived from the server secret; the
//   pending one waits for its first code. last_used_step is the 30-second step of the
//   last accepted code: a code of that step or an older one is a replay.
// - two_factor_recovery_codes: HMAC-SHA-256 of each single-use code (keyed by the
//   server secret), used_at once spent.
// - app_settings: settings an admin changes at runtime, one JSON value per key
//   ('require_two_factor').
export class TwoFactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table user_two_factor (
        user_id uuid primary key references users (id) on delete cascade,
        secret_sealed text,
        pending_secret_sealed text,
        enabled_at timestamptz,
        last_used_step bigint,
        updated_at timestamptz not null default now()
      );

      create table two_factor_recovery_codes (
        user_id uuid not null references users (id) on delete cascade,
        code_hash varchar(64) not null,
        used_at timestamptz,
        primary key (user_id, code_hash)
      );

      create table app_settings (
        key varchar(64) primary key,
        value jsonb not null,
        updated_at timestamptz not null default now()
      );
    `);
  }
}
