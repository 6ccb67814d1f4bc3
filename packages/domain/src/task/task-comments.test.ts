import { describe, expect, it } from 'vitest';
import type { Comment } from './task.schema.ts';
import { withComment, withEditedComment, withoutComment } from './task-comments.ts';

const comment = (id: string, createdAt: string) =>
  ({
    id,
    createdAt,
    content: id,
    editedAt: null,
    authorId: 'u',
    author: { name: 'U', avatar: '👤' },
  }) as Comment;

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

describe('editing and removing a comment', () => {
  const task = {
    comments: [comment('a', '2026-11-25T10:00:00.000Z'), comment('b', '2026-11-25T11:00:00.000Z')],
  };

  it('replaces the edited comment in its place, and leaves a task without it as it is', () => {
    const edited = {
      ...comment('a', '2026-11-25T10:00:00.000Z'),
      content: 'new',
      editedAt: '2026-11-25T12:00:00.000Z',
    };
    expect(withEditedComment(task, edited).comments.map((c) => c.content)).toEqual(['new', 'b']);
    expect(withEditedComment(task, { ...edited, id: 'z' })).toBe(task);
  });

  it('removes a comment once', () => {
    const removed = withoutComment(task, 'a');
    expect(removed.comments.map((c) => c.id)).toEqual(['b']);
    expect(withoutComment(removed, 'a')).toBe(removed);
  });
});
