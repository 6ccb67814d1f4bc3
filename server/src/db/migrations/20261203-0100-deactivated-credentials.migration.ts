import { Migration } from '@mikro-orm/migrations';

// A deactivation now ends every credential of the account for good (tokens, the
// calendar feed's URL, set-password and reset links, push subscriptions), so a
// reactivation revives none of them. Accounts deactivated before that still hold
// theirs: they are ended here the same way, once.
export class DeactivatedCredentials extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      delete from access_tokens where user_id in (select id from users where deactivated_at is not null);
      delete from password_links where user_id in (select id from users where deactivated_at is not null);
      delete from push_subscriptions where user_id in (select id from users where deactivated_at is not null);
      update users set calendar_token_version = calendar_token_version + 1 where deactivated_at is not null;
    `);
  }
}
