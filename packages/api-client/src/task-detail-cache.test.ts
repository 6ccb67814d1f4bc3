import type { Comment, Task } from '@tm/domain/task/task.schema';
import type { TaskUpdate } from '@tm/domain/task/task-update';
import { describe, expect, it } from 'vitest';
import { applyDetailComment, applyDetailUpdate } from './task-detail-cache.ts';

const comment = (id: string, content = id) =>
  ({ id, content, createdAt: `2026-11-25T10:00:0${id.length}.000Z` }) as Comment;
const task = (version: number, comments: Comment[] = []) =>
  ({ id: 't', version, title: 'T', comments }) as Task;

describe('applyDetailUpdate', () => {
  const update = (version: number, title: string) =>
    ({ id: 't', version, title, changed: ['title'] }) as unknown as TaskUpdate;

  it('takes the new fields and keeps the comments the opened task holds', () => {
    const next = applyDetailUpdate(task(1, [comment('c1')]), update(2, 'renamed'));
    expect(next).toMatchObject({ title: 'renamed', version: 2, comments: [comment('c1')] });
    expect(next).not.toHaveProperty('changed');
  });

  it('ignores an older version, another task and an unloaded read', () => {
    const held = task(5);
    expect(applyDetailUpdate(held, update(4, 'late'))).toBe(held);
    expect(applyDetailUpdate(held, { ...update(6, 'x'), id: 'other' })).toBe(held);
    expect(applyDetailUpdate(undefined, update(1, 'x'))).toBeUndefined();
  });
});

describe('applyDetailComment', () => {
  it('adds a comment once, edits it in place and removes it', () => {
    const added = applyDetailComment(task(1), { added: comment('c1') })!;
    expect(applyDetailComment(added, { added: comment('c1') })).toBe(added);
    const edited = applyDetailComment(added, { edited: comment('c1', 'changed') });
    expect(edited?.comments.map((c) => c.content)).toEqual(['changed']);
    expect(applyDetailComment(edited, { deleted: 'c1' })?.comments).toEqual([]);
    expect(applyDetailComment(undefined, { deleted: 'c1' })).toBeUndefined();
  });
});
