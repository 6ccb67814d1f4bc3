import { Migration } from '@mikro-orm/migrations';

// Web Push subscriptions (modules/push): one row per browser (device), keyed by the
// push service's endpoint, which is unique to it. Subscribing again from the same
// browser, even as another member, takes the row over. Gone with the member.
export class PushSubscriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table push_subscriptions (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        endpoint text not null unique,
        p256dh varchar(100) not null,
        auth varchar(40) not null,
        created_at timestamptz not null default now()
      );
      create index push_subscriptions_user_idx on push_subscriptions (user_id);
    `);
  }
}
