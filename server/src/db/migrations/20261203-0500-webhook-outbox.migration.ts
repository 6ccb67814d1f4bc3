import { Migration } from '@mikro-orm/migrations';

// A webhook event is written with the change it tells of, in the change's own
// transaction (modules/webhooks/webhook-outbox.ts): one row per event and
// webhook, so a crash at any moment after the commit loses no event, and a
// rolled-back change leaves none. A flush claims due rows (FOR UPDATE SKIP
// LOCKED, moving `next_attempt_at` past the attempt) and marks them done once
// answered, refused for good, or given up after 24 hours. `task_id` finds the
// rows a new task's insert wrote, to rewrite them when more of the task follows
// in its transaction (its labels, a next occurrence's checklist).
export class WebhookOutbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhook_outbox (
        id uuid primary key default gen_random_uuid(),
        event_id uuid not null,
        webhook_id uuid not null references webhooks (id) on delete cascade,
        event_type varchar(40) not null,
        task_id uuid,
        body text not null,
        attempts int not null default 0,
        next_attempt_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        done_at timestamptz,
        unique (event_id, webhook_id)
      );
      create index webhook_outbox_due_idx on webhook_outbox (next_attempt_at) where done_at is null;
      create index webhook_outbox_task_idx on webhook_outbox (task_id) where done_at is null;
      create index webhook_outbox_done_idx on webhook_outbox (done_at);
    `);
  }
}
