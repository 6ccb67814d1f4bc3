import { Migration } from '@mikro-orm/migrations';

// OpenID Connect sign-in (modules/auth/oidc): the provider's subject of a linked
// account, so later sign-ins find it even after the e-mail changes at the provider.
// Read and written with SQL by the OIDC module only (the User entity does not map it).
export class OidcSubject extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table users add column oidc_subject varchar(255);
      create unique index users_oidc_subject_idx on users (oidc_subject) where oidc_subject is not null and deleted_at is null;
    `);
  }
}
