import type { Comment, Task } from '@tm/domain/task/task.schema';
import type { TaskUpdate } from '@tm/domain/task/task-update';
import { describe, expect, it } from 'vitest';
import { addComment, applyTaskUpdate, patchTask, removeTask, upsertTask } from './tasks-cache.ts';

const task = (id: string, version = 1, title = id) => ({ id, version, title }) as Task;

describe('upsertTask', () => {
  it('adds an unknown task at the top', () => {
    expect(upsertTask([task('a')], task('b'))?.map((t) => t.id)).toEqual(['b', 'a']);
  });

  it('replaces a known task with the same or a newer version, in place', () => {
    const list = [task('a'), task('b', 2, 'old')];
    expect(upsertTask(list, task('b', 2, 'same version'))?.[1]?.title).toBe('same version');
    expect(upsertTask(list, task('b', 3, 'newer'))?.map((t) => t.title)).toEqual(['a', 'newer']);
  });

  it('ignores a stale version that arrives late', () => {
    const list = [task('a', 5, 'current')];
    expect(upsertTask(list, task('a', 4, 'stale'))).toBe(list);
  });

  it('leaves an unloaded cache alone', () => {
    expect(upsertTask(undefined, task('a'))).toBeUndefined();
  });
});

describe('removeTask and patchTask', () => {
  it('remove drops the task, patch changes only the named one', () => {
    const list = [task('a'), task('b')];
    expect(removeTask(list, 'a')?.map((t) => t.id)).toEqual(['b']);
    expect(patchTask(list, 'b', { title: 'B' })?.map((t) => t.title)).toEqual(['a', 'B']);
    expect(removeTask(undefined, 'a')).toBeUndefined();
    expect(patchTask(undefined, 'a', {})).toBeUndefined();
  });
});

describe('addComment', () => {
  const comment = { id: 'c1', createdAt: '2026-11-25T10:00:00.000Z', content: 'hi' } as Comment;
  const withComments = (id: string, version = 1) => ({ ...task(id, version), comments: [] as Comment[] });

  it('appends the comment to its task only, keeping the version', () => {
    const list = [withComments('a'), withComments('b', 3)];
    const next = addComment(list, 'b', comment);
    expect(next?.map((t) => t.comments.length)).toEqual([0, 1]);
    expect(next?.[1]?.version).toBe(3);
    expect(next?.[0]).toBe(list[0]);
  });

  it('adds it once, and leaves a list without the task or an unloaded cache alone', () => {
    const list = addComment([withComments('a')], 'a', comment)!;
    expect(addComment(list, 'a', comment)).toBe(list);
    expect(addComment(list, 'zz', comment)).toBe(list);
    expect(addComment(undefined, 'a', comment)).toBeUndefined();
  });
});

describe('applyTaskUpdate', () => {
  const comments = [{ id: 'c1', content: 'kept' }] as Comment[];
  const update = (id: string, version: number, title: string): TaskUpdate =>
    ({ id, version, title, changed: ['title', 'version'] }) as TaskUpdate;

  it('gives the cached task the new fields and keeps the comments it holds', () => {
    const list = [{ ...task('a'), comments }, task('b')];
    const next = applyTaskUpdate(list, update('a', 2, 'renamed'));
    expect(next?.[0]).toEqual({ id: 'a', version: 2, title: 'renamed', comments });
    expect(next?.[0]).not.toHaveProperty('changed');
  });

  it('keeps a newer cached version, and says when the list does not hold the task', () => {
    const list = [{ ...task('a', 5), comments }];
    expect(applyTaskUpdate(list, update('a', 4, 'late'))).toBe(list);
    expect(applyTaskUpdate(list, update('z', 1, 'unknown'))).toBeNull();
    expect(applyTaskUpdate(undefined, update('a', 6, 'x'))).toBeUndefined();
  });
});
