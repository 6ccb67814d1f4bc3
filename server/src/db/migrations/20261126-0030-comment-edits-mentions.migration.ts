import { Migration } from '@mikro-orm/migrations';

// Issue 19: a comment's author may change its text (`edited_at`, null until then),
// and a member chooses whether a mention of them in a comment or a description
// is told to them (socket and mail), on unless they turn it off.
// Both are plain additions: existing rows read as "never edited" and "on".
export class CommentEditsMentions extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table comments add column edited_at timestamptz;');
    this.addSql('alter table users add column notify_on_mention boolean not null default true;');
  }
}
