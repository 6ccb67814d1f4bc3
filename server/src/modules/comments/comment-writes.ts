import type { EntityManager } from '@mikro-orm/postgresql';
import type { Comment } from '@tm/domain/task/task.schema';
import { iso } from '../../db/sql-iso.ts';

export interface NewComment {
  id: string;
  taskId: string;
  authorId: string;
  content: string;
}

/** Inserts a comment and answers it as tasks list it (with its author), in one statement. */
export async function insertComment(em: EntityManager, c: NewComment): Promise<Comment> {
  const [row] = await em.execute<
    { id: string; content: string; created_at: string; author_id: string; name: string; avatar: string }[]
  >(
    `with c as (
       insert into comments (id, task_id, author_id, content) values (?, ?, ?, ?) returning *
     )
     select c.id, c.content, ${iso('c.created_at')} as created_at, c.author_id, u.name, u.avatar
     from c join users u on u.id = c.author_id`,
    [c.id, c.taskId, c.authorId, c.content],
  );
  if (!row) throw new Error('comment insert answered no row');
  return {
    id: row.id,
    content: row.content,
    createdAt: row.created_at,
    authorId: row.author_id,
    author: { name: row.name, avatar: row.avatar },
  };
}
