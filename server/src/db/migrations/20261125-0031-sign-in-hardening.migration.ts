import { Migration } from '@mikro-orm/migrations';

// Name-only login may sign in only the accounts it created itself (DESIGN: name-only
// login), so every account records how it was made. Rows that existed before cannot
// tell a name-only member from an admin-created one: they become 'unknown' and lose
// name-only login; an admin can send them a set-password link (docs/decisions.md).
// `name_only_login` is the standing right, dropped for good once the account gets a
// password or admin rights.
export class SignInHardening extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table users
        add column origin varchar(16) not null default 'unknown'
          check (origin in ('name_only', 'registration', 'admin', 'seed', 'unknown')),
        add column name_only_login boolean not null default false;

      create table password_links (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        token_hash varchar(64) not null unique,
        created_by uuid references users (id) on delete set null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index password_links_user_id on password_links (user_id);
    `);
  }
}
