import { Migration } from '@mikro-orm/migrations';

// The whole data model of SPEC section 3. Dates-only are `date`, timestamps `timestamptz`.
export class InitialSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table users (
        id uuid primary key default gen_random_uuid(),
        name varchar(100) not null,
        email varchar(254),
        password_hash text,
        avatar varchar(16) not null default '👤',
        is_admin boolean not null default false,
        notify_on_assign boolean not null default true,
        notify_on_complete boolean not null default true,
        notify_on_comment boolean not null default true,
        notification_email varchar(254),
        calendar_token_version integer not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        deleted_at timestamptz
      );
      create unique index users_email_unique on users (lower(email)) where email is not null and deleted_at is null;
      create index users_name_lower on users (lower(name)) where deleted_at is null;

      create table sessions (
        id varchar(64) primary key,
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        last_seen_at timestamptz not null default now()
      );
      create index sessions_user_id on sessions (user_id);
      create index sessions_expires_at on sessions (expires_at);

      create table login_attempts (
        id bigserial primary key,
        account_key varchar(254),
        address varchar(64) not null,
        attempted_at timestamptz not null default now()
      );
      create index login_attempts_account on login_attempts (account_key, attempted_at);
      create index login_attempts_address on login_attempts (address, attempted_at);

      create table tasks (
        id uuid primary key default gen_random_uuid(),
        title varchar(500) not null,
        status varchar(10) not null default 'todo' check (status in ('todo', 'doing', 'done')),
        priority varchar(10) not null default 'medium' check (priority in ('low', 'medium', 'high', 'urgent')),
        due_date date,
        owner_id uuid not null references users (id),
        assignee_id uuid references users (id) on delete set null,
        client_approval varchar(10) not null default 'none' check (client_approval in ('none', 'pending', 'approved', 'rejected')),
        approval_comment text,
        is_recurring boolean not null default false,
        recurrence_pattern varchar(10) check (recurrence_pattern in ('daily', 'weekdays', 'weekly', 'biweekly', 'monthly', 'yearly')),
        recurrence_anchor_day smallint,
        next_occurrence_id uuid references tasks (id) on delete set null,
        is_public boolean not null default false,
        public_summary varchar(500),
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        completed_at timestamptz
      );
      create index tasks_status_due on tasks (status, due_date, created_at desc);
      create index tasks_created_at on tasks (created_at);
      create index tasks_public on tasks (created_at desc) where is_public;
      create index tasks_open_priority on tasks (priority, due_date) where status <> 'done';
      create index tasks_assignee on tasks (assignee_id);
      create index tasks_owner on tasks (owner_id);

      create table comments (
        id uuid primary key default gen_random_uuid(),
        task_id uuid not null references tasks (id) on delete cascade,
        author_id uuid not null references users (id),
        content text not null,
        created_at timestamptz not null default now()
      );
      create index comments_task on comments (task_id, created_at);

      create table attachments (
        id uuid primary key default gen_random_uuid(),
        task_id uuid not null references tasks (id) on delete cascade,
        uploader_id uuid not null references users (id),
        file_name varchar(255) not null,
        file_size bigint not null,
        content_type varchar(255) not null,
        storage_key varchar(255) not null,
        created_at timestamptz not null default now()
      );
      create index attachments_task on attachments (task_id, created_at);

      create table history_entries (
        id uuid primary key default gen_random_uuid(),
        task_id uuid not null references tasks (id) on delete cascade,
        user_id uuid references users (id) on delete set null,
        action varchar(10) not null check (action in ('created', 'updated')),
        field varchar(20),
        old_value text,
        new_value text,
        created_at timestamptz not null default now()
      );
      create index history_entries_task on history_entries (task_id, created_at);

      create table integrations (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        provider varchar(20) not null check (provider in ('zammad', 'osticket', 'freshdesk')),
        api_url text not null,
        api_key_encrypted text not null,
        api_key_hint varchar(8) not null,
        enabled boolean not null default true,
        sync_interval_minutes integer not null default 15,
        config jsonb not null default '{}',
        last_sync timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (user_id, provider)
      );

      create table integration_tickets (
        id uuid primary key default gen_random_uuid(),
        integration_id uuid not null references integrations (id) on delete cascade,
        task_id uuid not null references tasks (id) on delete cascade,
        external_id varchar(255) not null,
        external_state varchar(100),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (integration_id, task_id)
      );

      create table mail_outbox (
        id uuid primary key default gen_random_uuid(),
        to_address varchar(254) not null,
        subject varchar(500) not null,
        body_text text not null,
        attempts integer not null default 0,
        last_error text,
        next_attempt_at timestamptz not null default now(),
        sent_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index mail_outbox_pending on mail_outbox (next_attempt_at) where sent_at is null;
    `);
  }
}
