import { Migration } from '@mikro-orm/migrations';

// Notification addresses other than the account's e-mail are confirmed by a link
// before any mail goes there (docs/notifications-and-calendar.md), and mail is
// limited per recipient address.
//
// - notification_email_confirmations: one pending address per member, with the
//   SHA-256 of its single-use link (null for an address carried over from before
//   confirmation existed: the member asks for a link from the settings screen).
// - users.notification_email now only ever holds a confirmed address. Addresses set
//   earlier were never confirmed, so they become pending and mail goes to the
//   account's e-mail until the member confirms them.
// - mail_outbox: which member asked for a confirmation mail (their limit), when a
//   mail first counted against its recipient's hourly limit, and when one was
//   dropped for exceeding it (kept, with the reason in last_error).
export class NotificationEmailConfirmation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table notification_email_confirmations (
        user_id uuid primary key references users (id) on delete cascade,
        address varchar(254) not null,
        token_hash varchar(64) unique,
        expires_at timestamptz,
        created_at timestamptz not null default now()
      );

      insert into notification_email_confirmations (user_id, address)
        select id, lower(notification_email) from users
         where nullif(notification_email, '') is not null
           and lower(notification_email) <> lower(coalesce(email, ''));
      update users set notification_email = null where notification_email is not null;

      alter table mail_outbox
        add column kind varchar(16) not null default 'notification'
          check (kind in ('notification', 'confirmation')),
        add column requested_by uuid references users (id) on delete set null,
        add column counted_at timestamptz,
        add column dropped_at timestamptz;
      drop index mail_outbox_pending;
      create index mail_outbox_pending on mail_outbox (next_attempt_at)
        where sent_at is null and dropped_at is null;
      create index mail_outbox_recipient_hour on mail_outbox (lower(to_address), counted_at)
        where counted_at is not null;
      create index mail_outbox_confirmations_by on mail_outbox (requested_by, created_at)
        where kind = 'confirmation';
    `);
  }
}
