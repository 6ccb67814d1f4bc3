import { Migration } from '@mikro-orm/migrations';

// Password reset by e-mail, the sessions list and deactivation (issue 21,
// docs/decisions.md "Password reset, sessions and deactivation"):
//
// - users.deactivated_at: an admin's deactivation (not a deletion: the row, name and
//   address stay); users.must_change_password: set by an admin's temporary password.
// - sessions.user_agent / ip: shown in the member's sessions list.
// - password_links.purpose: the set-password links of name-only login and the reset
//   links share the table and its single-use, hashed-token machinery; replacing a
//   link replaces only one of the same purpose.
// - password_reset_requests: every reset asked for, known address or not, counted
//   per address and per account for the throttle.
// - mail_outbox.kind gains 'password_reset'.
// - The sessions trigger no longer fires on last_seen_at alone: the sessions list
//   refreshes it once a minute, and each refresh must not make every instance
//   forget the session and check every socket of it.
export class PasswordResetSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table users
        add column deactivated_at timestamptz,
        add column must_change_password boolean not null default false;

      alter table sessions
        add column user_agent varchar(500),
        add column ip varchar(64);

      alter table password_links
        add column purpose varchar(16) not null default 'set_password'
          check (purpose in ('set_password', 'reset'));

      create table password_reset_requests (
        id uuid primary key default gen_random_uuid(),
        address varchar(254) not null,
        user_id uuid references users (id) on delete cascade,
        ip varchar(64) not null default '',
        created_at timestamptz not null default now()
      );
      create index password_reset_requests_address on password_reset_requests (address, created_at);
      create index password_reset_requests_user on password_reset_requests (user_id, created_at)
        where user_id is not null;

      alter table mail_outbox drop constraint mail_outbox_kind_check;
      alter table mail_outbox add constraint mail_outbox_kind_check
        check (kind in ('notification', 'confirmation', 'password_reset'));

      drop trigger sessions_auth_change on sessions;
      create trigger sessions_auth_change after update of id, user_id, expires_at or delete on sessions
        for each row execute function notify_auth_change('s');
    `);
  }
}
