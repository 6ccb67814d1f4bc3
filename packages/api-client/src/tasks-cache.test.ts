import type { Task } from '@tm/domain/task/task.schema';
import { describe, expect, it } from 'vitest';
import { patchTask, removeTask, upsertTask } from './tasks-cache.ts';

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
