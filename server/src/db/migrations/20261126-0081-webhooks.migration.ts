import { Migration } from '@mikro-orm/migrations';

// Team webhooks (modules/webhooks): an admin names a URL and the events it hears.
// The signing secret is sealed with the server secret (integrations' secret box).
// `failing_since` marks the first failure of an unbroken run: 24 h later the
// webhook is paused. Each attempt of a delivery is one row of the log, which keeps
// the exact event body so a retry or a redelivery sends the same event id and data.
export class Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhooks (
        id uuid primary key,
        url text not null,
        events text[] not null,
        format varchar(8) not null default 'json' check (format in ('json', 'chat')),
        secret_sealed text not null,
        active boolean not null default true,
        created_by uuid references users (id) on delete set null,
        created_at timestamptz not null default now(),
        failing_since timestamptz
      );
      create table webhook_deliveries (
        id uuid primary key,
        webhook_id uuid not null references webhooks (id) on delete cascade,
        event_id uuid not null,
        event_type varchar(40) not null,
        body text not null,
        attempt int not null,
        status_code int,
        error text,
        duration_ms int,
        created_at timestamptz not null default now()
      );
      create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, created_at desc);
      create index webhook_deliveries_created_idx on webhook_deliveries (created_at);
    `);
  }
}
