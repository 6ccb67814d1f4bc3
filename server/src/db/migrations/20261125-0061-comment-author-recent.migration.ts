import { Migration } from '@mikro-orm/migrations';

// Comment creation is limited per author and minute (comments/comment-rate-limit.ts):
// each new comment counts its author's latest ones, which this index finds
// without reading the whole table.
export class CommentAuthorRecent extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index comments_author_recent on comments (author_id, created_at);');
  }
}
