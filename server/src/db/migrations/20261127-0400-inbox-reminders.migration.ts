import { Migration } from '@mikro-orm/migrations';

// Issue 20. The inbox: notifications stored per member, newest first by keyset
// (created_at, id), kept 90 days (inbox.job.ts). Reminder settings and the language
// notification mail is written in, per member. Reminder deliveries: one row per
// task, kind and local day (the overdue digest: per member and day), so a reminder
// is never sent twice, whichever instance's sweep gets there first.
export class InboxReminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table users
        add column remind_days_before smallint not null default 1 check (remind_days_before between 0 and 7),
        add column remind_hour smallint not null default 9 check (remind_hour between 0 and 23),
        add column time_zone varchar(64) not null default 'UTC',
        add column overdue_digest boolean not null default true,
        add column language varchar(2) not null default 'en' check (language in ('en', 'fr', 'nl'));

      create table notifications (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        type varchar(20) not null
          check (type in ('assigned', 'completed', 'commented', 'mentioned', 'reminder', 'overdue_digest')),
        task_id uuid references tasks (id) on delete cascade,
        title varchar(500) not null,
        created_at timestamptz not null default now(),
        read_at timestamptz
      );
      create index notifications_user_newest_idx on notifications (user_id, created_at desc, id desc);
      create index notifications_user_unread_idx on notifications (user_id) where read_at is null;
      create index notifications_created_idx on notifications (created_at);

      create table reminder_deliveries (
        id uuid primary key default gen_random_uuid(),
        kind varchar(20) not null check (kind in ('before', 'due', 'overdue_digest')),
        user_id uuid not null references users (id) on delete cascade,
        task_id uuid references tasks (id) on delete cascade,
        local_day date not null,
        created_at timestamptz not null default now()
      );
      create unique index reminder_deliveries_task_once on reminder_deliveries (kind, task_id, local_day)
        where task_id is not null;
      create unique index reminder_deliveries_digest_once on reminder_deliveries (kind, user_id, local_day)
        where task_id is null;
      create index reminder_deliveries_created_idx on reminder_deliveries (created_at);

      alter table mail_outbox add column body_html text;
    `);
  }
}
