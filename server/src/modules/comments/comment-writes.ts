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
     select c.task_id, c.id, c.content, ${iso('c.created_at')} as created_at, null as edited_at, c.author_id,
       u.name as author_name, u.avatar as author_avatar
     from c join users u on u.id = c.author_id`,
    [c.id, c.taskId, c.authorId, c.content],
  );
  if (!row) throw new Error('comment insert answered no row');
  return toComment(row);
}

/** A task's comment with its author id, locked until the transaction ends; null when the task holds no such comment. */
export async function lockComment(
  em: EntityManager,
  taskId: string,
  commentId: string,
): Promise<{ authorId: string; content: string } | null> {
  const [row] = await em.execute<{ author_id: string; content: string }[]>(
    'select author_id, content from comments where id = ? and task_id = ? for update',
    [commentId, taskId],
  );
  return row ? { authorId: row.author_id, content: row.content } : null;
}

/** Replaces a comment's text and marks it edited now, answering it as lists do, in one statement. */
export async function updateCommentContent(
  em: EntityManager,
  commentId: string,
  content: string,
): Promise<Comment> {
  const [row] = await em.execute<CommentRow[]>(
    `with c as (
       update comments set content = ?, edited_at = clock_timestamp() where id = ? returning *
     )
     select c.task_id, c.id, c.content, ${iso('c.created_at')} as created_at, ${iso('c.edited_at')} as edited_at,
       c.author_id, u.name as author_name, u.avatar as author_avatar
     from c join users u on u.id = c.author_id`,
    [content, commentId],
  );
  if (!row) throw new Error('comment update answered no row');
  return toComment(row);
}

export async function deleteCommentRow(em: EntityManager, commentId: string): Promise<void> {
  await em.execute('delete from comments where id = ?', [commentId]);
}
