import { Migration } from '@mikro-orm/migrations';

// An admin's invitation to sign up (SIGNUP=invite). Only the SHA-256 of the link's
// token is kept, so a read of the table yields no usable link. A row is pending
// until it is used, revoked or past expires_at; used and revoked rows stay as a record.
export class SignupInvitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table invitations (
        id uuid primary key,
        token_hash char(64) not null unique,
        email varchar(254) not null,
        invited_by uuid references users (id) on delete set null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz,
        used_by uuid references users (id) on delete set null,
        revoked_at timestamptz
      );
      create index invitations_pending on invitations (expires_at)
        where used_at is null and revoked_at is null;
    `);
  }
}
