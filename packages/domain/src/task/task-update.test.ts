import { describe, expect, it } from 'vitest';
import type { Task } from './task.schema.ts';
import { changedFields, fromTaskUpdate, toTaskUpdate } from './task-update.ts';

const task = (over: Partial<Task> = {}): Task =>
  ({
    id: 't1',
    title: 'Plan the week',
    status: 'todo',
    priority: 'medium',
    version: 1,
    labels: [{ id: 'l1', name: 'ops', color: 'blue', projectId: 'p1' }],
    checklist: [],
    comments: [{ id: 'c1', content: 'first' }],
    ...over,
  }) as unknown as Task;

describe('task updates', () => {
  it('name the fields that changed, nested values compared by content, comments never', () => {
    const before = task();
    const after = task({
      status: 'doing',
      version: 2,
      labels: [{ id: 'l1', name: 'ops', color: 'blue', projectId: 'p1' }],
      comments: [],
    } as Partial<Task>);
    expect(changedFields(before, after)).toEqual(['status', 'version']);
    expect(
      changedFields(before, task({ checklist: [{ id: 'i', text: 'x', done: false, position: 1 }] })),
    ).toEqual(['checklist']);
  });

  it('carry no comments, and take back the ones the client holds', () => {
    const update = toTaskUpdate(task({ title: 'Renamed' }), ['title']);
    expect(update).not.toHaveProperty('comments');
    expect(update.changed).toEqual(['title']);
    const held = [{ id: 'c9', content: 'kept' }] as unknown as Task['comments'];
    expect(fromTaskUpdate(update, held)).toEqual({ ...task({ title: 'Renamed' }), comments: held });
  });
});
