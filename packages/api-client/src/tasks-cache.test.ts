import type { Task } from '@tm/domain/task/task.schema';
import type { ListedTask } from '@tm/domain/task/task-card';
import type { TaskUpdate } from '@tm/domain/task/task-update';
import { describe, expect, it } from 'vitest';
import { applyTaskUpdate, countComment, patchTask, removeTask, upsertTask } from './tasks-cache.ts';

const card = (id: string, version = 1, title = id, commentCount = 0) =>
  ({ id, version, title, commentCount, checklistDone: 0, checklistTotal: 0 }) as ListedTask;

describe('upsertTask', () => {
  it('adds an unknown task at the top', () => {
    expect(upsertTask([card('a')], card('b'))?.map((t) => t.id)).toEqual(['b', 'a']);
  });

  it('replaces a known task with the same or a newer version, in place', () => {
    const list = [card('a'), card('b', 2, 'old')];
    expect(upsertTask(list, card('b', 2, 'same version'))?.[1]?.title).toBe('same version');
    expect(upsertTask(list, card('b', 3, 'newer'))?.map((t) => t.title)).toEqual(['a', 'newer']);
  });

  it('takes a whole task (a call answer, task:created) as its card, with counts and no comments', () => {
    const whole = {
      id: 'w',
      version: 1,
      title: 'whole',
      comments: [{ id: 'c1' }, { id: 'c2' }],
      checklist: [
        { id: 'i1', done: true },
        { id: 'i2', done: false },
        { id: 'i3', done: true },
      ],
    } as Task;
    const [added] = upsertTask([], whole)!;
    expect(added).toEqual({
      id: 'w',
      version: 1,
      title: 'whole',
      commentCount: 2,
      checklistDone: 2,
      checklistTotal: 3,
    });
  });

  it('ignores a stale version that arrives late', () => {
    const list = [card('a', 5, 'current')];
    expect(upsertTask(list, card('a', 4, 'stale'))).toBe(list);
  });

  it('leaves an unloaded cache alone', () => {
    expect(upsertTask(undefined, card('a'))).toBeUndefined();
  });
});

describe('removeTask and patchTask', () => {
  it('remove drops the task, patch changes only the named one', () => {
    const list = [card('a'), card('b')];
    expect(removeTask(list, 'a')?.map((t) => t.id)).toEqual(['b']);
    expect(patchTask(list, 'b', { title: 'B' })?.map((t) => t.title)).toEqual(['a', 'B']);
    expect(removeTask(undefined, 'a')).toBeUndefined();
    expect(patchTask(undefined, 'a', {})).toBeUndefined();
  });
});

describe('countComment', () => {
  it('counts one more or one fewer on its task only, keeping the version', () => {
    const list = [card('a'), card('b', 3, 'b', 2)];
    const more = countComment(list, 'b', 1);
    expect(more?.map((t) => t.commentCount)).toEqual([0, 3]);
    expect(more?.[1]?.version).toBe(3);
    expect(more?.[0]).toBe(list[0]);
    expect(countComment(more, 'b', -1)?.[1]?.commentCount).toBe(2);
  });

  it('never counts below zero, and leaves a list without the task or an unloaded cache alone', () => {
    const list = [card('a')];
    expect(countComment(list, 'a', -1)?.[0]?.commentCount).toBe(0);
    expect(countComment(list, 'zz', 1)).toBe(list);
    expect(countComment(undefined, 'a', 1)).toBeUndefined();
  });
});

describe('applyTaskUpdate', () => {
  const update = (id: string, version: number, title: string): TaskUpdate =>
    ({
      id,
      version,
      title,
      checklist: [{ id: 'i1', done: true }],
      changed: ['title', 'version'],
    }) as TaskUpdate;

  it('gives the cached card the new fields and checklist counts, keeping its comment count', () => {
    const list = [card('a', 1, 'a', 4), card('b')];
    const next = applyTaskUpdate(list, update('a', 2, 'renamed'));
    expect(next?.[0]).toEqual({
      id: 'a',
      version: 2,
      title: 'renamed',
      commentCount: 4,
      checklistDone: 1,
      checklistTotal: 1,
    });
    expect(next?.[0]).not.toHaveProperty('changed');
    expect(next?.[0]).not.toHaveProperty('checklist');
  });

  it('keeps a newer cached version, and says when the list does not hold the task', () => {
    const list = [card('a', 5)];
    expect(applyTaskUpdate(list, update('a', 4, 'late'))).toBe(list);
    expect(applyTaskUpdate(list, update('z', 1, 'unknown'))).toBeNull();
    expect(applyTaskUpdate(undefined, update('a', 6, 'x'))).toBeUndefined();
  });
});
