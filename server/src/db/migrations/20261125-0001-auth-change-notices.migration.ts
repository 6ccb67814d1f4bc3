import { Migration } from '@mikro-orm/migrations';

// Every change to a session or a user (whatever path wrote it: requests, jobs, SQL
// by hand) sends a notice on the `tm_auth_changed` channel when it commits. Each
// server instance listens there and forgets the sessions it keeps in memory for the
// session check (modules/auth/session-cache.ts): 's:<session id>', 'u:<user id>',
// or '*' when a table was truncated.
export class AuthChangeNotices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function notify_auth_change() returns trigger language plpgsql as $$
      begin
        if tg_level = 'STATEMENT' then
          perform pg_notify('tm_auth_changed', '*');
        else
          perform pg_notify('tm_auth_changed', tg_argv[0] || ':' || old.id);
        end if;
        return null;
      end
      $$;

      create trigger sessions_auth_change after update or delete on sessions
        for each row execute function notify_auth_change('s');
      create trigger users_auth_change after update or delete on users
        for each row execute function notify_auth_change('u');
      create trigger sessions_auth_truncate after truncate on sessions
        for each statement execute function notify_auth_change();
      create trigger users_auth_truncate after truncate on users
        for each statement execute function notify_auth_change();
    `);
  }
}
