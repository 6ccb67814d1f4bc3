import { describe, expect, it } from 'vitest';
import type { Comment } from './task.schema.ts';
import { withComment } from './task-comments.ts';

const comment = (id: string, createdAt: string) =>
  ({ id, createdAt, content: id, authorId: 'u', author: { name: 'U', avatar: '👤' } }) as Comment;

describe('withComment', () => {
  it('puts a comment in time order, then id order for the same time', () => {
    const task = {
      comments: [comment('b', '2026-11-25T10:00:00.000Z'), comment('d', '2026-11-25T12:00:00.000Z')],
    };
    const added = withComment(
      withComment(task, comment('c', '2026-11-25T11:00:00.000Z')),
      comment('a', '2026-11-25T10:00:00.000Z'),
    );
    expect(added.comments.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(task.comments.map((c) => c.id)).toEqual(['b', 'd']);
  });

  it('adds a comment once: the same task comes back when it holds it already', () => {
    const task = { comments: [comment('a', '2026-11-25T10:00:00.000Z')] };
    expect(withComment(task, comment('a', '2026-11-25T10:00:00.000Z'))).toBe(task);
  });
});
