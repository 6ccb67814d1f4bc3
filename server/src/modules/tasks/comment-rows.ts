import type { Comment } from '@tm/domain/task/task.schema';
import { iso } from '../../db/sql-iso.ts';

// Comments as lists read them: one flat statement for any number of tasks, grouped
// in memory (flat rows parse several times faster than per-task JSON aggregates).

export const selectComments = (where: string) => `
  select c.task_id, c.id, c.content, ${iso('c.created_at')} as created_at, ${iso('c.edited_at')} as edited_at, c.author_id,
    u.name as author_name, u.avatar as author_avatar
  from comments c join users u on u.id = c.author_id
  where ${where}
  order by c.created_at, c.id`;

export interface CommentRow {
  task_id: string;
  id: string;
  content: string;
  created_at: string;
  edited_at: string | null;
  author_id: string;
  author_name: string;
  author_avatar: string;
}

export function toComment(r: Omit<CommentRow, 'task_id'>): Comment {
  return {
    id: r.id,
    content: r.content,
    createdAt: r.created_at,
    editedAt: r.edited_at,
    authorId: r.author_id,
    author: { name: r.author_name, avatar: r.author_avatar },
  };
}

export function groupComments(rows: CommentRow[]): Map<string, Comment[]> {
  const byTask = new Map<string, Comment[]>();
  for (const r of rows) {
    const comment = toComment(r);
    const list = byTask.get(r.task_id);
    if (list) list.push(comment);
    else byTask.set(r.task_id, [comment]);
  }
  return byTask;
}
