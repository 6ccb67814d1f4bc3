import { Migration } from '@mikro-orm/migrations';

// A task its creator made opens a ticket in each of the creator's enabled
// integrations. The request is written by the task's own insert, so it is kept
// exactly when the task is, and delivered like the mail outbox: claimed with its
// next attempt time, retried until the vendor answers.
export class TicketRequests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table ticket_requests (
        integration_id uuid not null references integrations (id) on delete cascade,
        task_id uuid not null references tasks (id) on delete cascade,
        attempts int not null default 0,
        next_attempt_at timestamptz not null default now(),
        primary key (integration_id, task_id)
      );
      create index ticket_requests_due on ticket_requests (next_attempt_at);
      create index ticket_requests_task on ticket_requests (task_id);
    `);
  }
}
