import type { EntityManager } from '@mikro-orm/postgresql';
import type { Comment } from '@tm/domain/task/task.schema';
import { iso } from '../../db/sql-iso.ts';
import { type CommentRow, toComment } from '../tasks/comment-rows.ts';

export interface NewComment {
  id: string;
  taskId: string;
  authorId: string;
  content: string;
}

/** Inserts a comment and answers it as tasks list it (with its author), in one statement. */
export async function insertComment(em: EntityManager, c: NewComment): Promise<Comment> {
  const [row] = await em.execute<CommentRow[]>(
    `with c as (
       insert into comments (id, task_id, author_id, content) values (?, ?, ?, ?) returning *
     )
     select c.task_id, c.id, c.content, ${iso('c.created_at')} as created_at, c.author_id,
       u.name as author_name, u.avatar as author_avatar
     from c join users u on u.id = c.author_id`,
    [c.id, c.taskId, c.authorId, c.content],
  );
  if (!row) throw new Error('comment insert answered no row');
  return toComment(row);
}
