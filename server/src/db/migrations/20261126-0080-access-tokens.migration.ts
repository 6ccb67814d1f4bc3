import { Migration } from '@mikro-orm/migrations';

// Personal access tokens (modules/access-tokens): a member's scripts call the API
// with `Authorization: Bearer tmpat_...`. Only the SHA-256 of the secret is kept
// (access-token-secret.ts says why a fast hash is enough); a deleted member's
// tokens go with the row, and their use is refused at once by the join on users.
export class AccessTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table access_tokens (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        name varchar(100) not null,
        scope varchar(10) not null check (scope in ('read', 'read+write')),
        secret_hash char(64) not null unique,
        created_at timestamptz not null default now(),
        expires_at timestamptz,
        last_used_at timestamptz
      );
      create index access_tokens_user_idx on access_tokens (user_id, created_at);
    `);
  }
}
