import type { ChecklistItem } from '@tm/domain/task/checklist.schema';
import type { Comment, Task } from '@tm/domain/task/task.schema';
import type { ListedTask } from '@tm/domain/task/task-card';
import type { TaskUpdate } from '@tm/domain/task/task-update';
import { describe, expect, it } from 'vitest';
import { createTaskStore, detailOf, type TaskChange, type TaskStore } from './task-store.ts';

const card = (id: string, version = 1, title = id, commentCount = 0) =>
  ({ id, version, title, commentCount, checklistDone: 0, checklistTotal: 0 }) as ListedTask;
const item = (id: string, done: boolean) => ({ id, done, text: id, position: 1 }) as ChecklistItem;
const comment = (id: string, content = id) =>
  ({ id, content, createdAt: `2026-11-25T10:00:0${id.length}.000Z` }) as Comment;
const whole = (id: string, version: number, comments: Comment[] = [], checklist: ChecklistItem[] = []) =>
  ({ id, version, title: id, comments, checklist }) as Task;
const update = (id: string, version: number, title: string, checklist = [item('i1', true)]): TaskUpdate =>
  ({ id, version, title, checklist, changed: ['title', 'version'] }) as TaskUpdate;

/** A store and every change it told, in order. */
function watched(): { store: TaskStore; told: TaskChange[] } {
  const store = createTaskStore();
  const told: TaskChange[] = [];
  store.subscribe((changes) => told.push(...changes));
  return { store, told };
}

describe('put', () => {
  it('holds each task once by id, replacing it with the same or a newer version', () => {
    const { store } = watched();
    store.put([card('a'), card('b', 2, 'old')], 'read');
    store.put([card('b', 2, 'same version')], 'read');
    expect(store.get('b')?.card.title).toBe('same version');
    store.put([card('b', 3, 'newer')], 'saved');
    expect(store.get('b')).toMatchObject({ version: 3, card: { title: 'newer' } });
    expect(store.snapshot().tasks.map((e) => e.card.id)).toEqual(['a', 'b']);
  });

  it('takes a whole task (a call answer, task:created) as its card, with counts, and keeps its comments and items', () => {
    const { store } = watched();
    const items = [item('i1', true), item('i2', false), item('i3', true)];
    store.put([whole('w', 1, [comment('c1'), comment('c2')], items)], 'saved');
    const entry = store.get('w')!;
    expect(entry.card).toEqual({
      id: 'w',
      version: 1,
      title: 'w',
      commentCount: 2,
      checklistDone: 2,
      checklistTotal: 3,
    });
    expect(entry.checklist).toEqual(items);
    expect(entry.comments?.map((c) => c.id)).toEqual(['c1', 'c2']);
  });

  it('ignores a stale version that arrives late, and tells no list about a read that changed nothing', () => {
    const { store, told } = watched();
    store.put([card('a', 5, 'current')], 'read');
    const held = store.get('a');
    store.put([card('a', 4, 'stale')], 'read');
    store.put([card('a', 5, 'current')], 'read');
    expect(store.get('a')).toBe(held);
    expect(told).toEqual([{ id: 'a', kind: 'read' }]);
  });

  it('keeps the same objects for what a new read did not change', () => {
    const { store } = watched();
    store.put([card('a'), card('b')], 'read');
    const a = store.get('a');
    store.put([card('a'), card('b', 2)], 'read');
    expect(store.get('a')).toBe(a);
    expect(store.get('b')?.version).toBe(2);
  });
});

describe('version order: events and answers that cross', () => {
  it('keeps a newer event over an older answer or read, whole or card', () => {
    const { store } = watched();
    store.put([card('a', 1)], 'read');
    store.update(update('a', 3, 'from the event'));
    store.put([whole('a', 2)], 'saved');
    store.put([card('a', 2, 'late read')], 'read');
    store.update(update('a', 2, 'late event'));
    expect(store.get('a')).toMatchObject({ version: 3, card: { title: 'from the event' } });
  });

  it('takes from an older whole read only what the entry lacks for the opened task', () => {
    const { store } = watched();
    store.put([card('a', 1)], 'read');
    store.update(update('a', 3, 'newer', [item('i9', false)]));
    store.put([whole('a', 2, [comment('c1')], [item('old', true)])], 'read');
    const entry = store.get('a')!;
    expect(entry.card).toMatchObject({ version: 3, title: 'newer' });
    expect(entry.checklist?.map((i) => i.id)).toEqual(['i9']);
    expect(entry.comments?.map((c) => c.id)).toEqual(['c1']);
  });

  it('puts an entry back after a refused edit, unless a newer version came since', () => {
    const { store } = watched();
    store.put([card('a', 1, 'before')], 'read');
    const before = store.get('a')!;
    store.patch('a', { title: 'optimistic' });
    store.restore(before);
    expect(store.get('a')).toBe(before);
    store.patch('a', { title: 'optimistic' });
    store.update(update('a', 2, 'someone else'));
    store.restore(before);
    expect(store.get('a')?.card.title).toBe('someone else');
  });
});

describe('update (task:updated)', () => {
  it('gives the card the new fields and checklist counts, keeping its comment count and comments', () => {
    const { store } = watched();
    store.put([whole('a', 1, [comment('c1')])], 'read');
    store.comment('a', { added: comment('c22') }, 1);
    store.update(update('a', 2, 'renamed'));
    const entry = store.get('a')!;
    expect(entry.card).toEqual({
      id: 'a',
      version: 2,
      title: 'renamed',
      commentCount: 2,
      checklistDone: 1,
      checklistTotal: 1,
    });
    expect(entry.card).not.toHaveProperty('changed');
    expect(entry.card).not.toHaveProperty('checklist');
    expect(detailOf(entry)).toMatchObject({
      title: 'renamed',
      version: 2,
      comments: [comment('c1'), comment('c22')],
    });
    expect(detailOf(entry)).not.toHaveProperty('changed');
  });

  it('says when the store does not hold the task (it lacks its comment count), and always tells an event', () => {
    const { store, told } = watched();
    store.put([card('a', 5)], 'read');
    const held = store.get('a');
    store.update(update('a', 4, 'late'));
    store.update(update('z', 1, 'unknown'));
    expect(store.get('a')).toBe(held);
    expect(store.get('z')).toBeUndefined();
    expect(told.slice(1)).toEqual([
      { id: 'a', kind: 'updated' },
      { id: 'z', kind: 'missed', update: update('z', 1, 'unknown') },
    ]);
  });
});

describe('patch, checklist and remove', () => {
  it('patch changes only the named task and keeps its version; remove drops it', () => {
    const { store, told } = watched();
    store.put([card('a'), card('b')], 'read');
    store.patch('b', { title: 'B' });
    expect(store.get('b')?.card).toMatchObject({ title: 'B', version: 1 });
    expect(store.get('a')?.card.title).toBe('a');
    store.remove(['a'], 'removed');
    expect(store.get('a')).toBeUndefined();
    store.patch('zz', { title: 'nothing' });
    expect(store.get('zz')).toBeUndefined();
    expect(told.slice(2)).toEqual([
      { id: 'b', kind: 'patched' },
      { id: 'a', kind: 'removed' },
    ]);
  });

  it('a checklist edit changes the held items and the counts the lists show; none without items held', () => {
    const { store } = watched();
    store.put([whole('a', 1, [], [item('i1', false)]), card('b')], 'read');
    expect(
      store.editChecklist('a', (items) => [...items.map((i) => ({ ...i, done: true })), item('i2', false)]),
    ).toBe(true);
    expect(store.get('a')?.card).toMatchObject({ checklistDone: 1, checklistTotal: 2 });
    expect(store.editChecklist('b', (items) => items)).toBe(false);
  });

  it('a deletion is told even for a task the store never held (the counts still change)', () => {
    const { store, told } = watched();
    store.remove(['never'], 'deleted');
    expect(told).toEqual([{ id: 'never', kind: 'deleted' }]);
  });
});

describe('comments', () => {
  it('counts one more or one fewer on its task only, keeping the version, never below zero', () => {
    const { store } = watched();
    store.put([card('a'), card('b', 3, 'b', 2)], 'read');
    const a = store.get('a');
    store.comment('b', { added: comment('c1') }, 1);
    expect(store.get('b')?.card).toMatchObject({ commentCount: 3, version: 3 });
    expect(store.get('a')).toBe(a);
    store.comment('b', { deleted: 'c1' }, -1);
    expect(store.get('b')?.card.commentCount).toBe(2);
    store.comment('a', { deleted: 'c0' }, -1);
    expect(store.get('a')?.card.commentCount).toBe(0);
    store.comment('zz', { added: comment('c1') }, 1);
    expect(store.get('zz')).toBeUndefined();
  });

  it('adds a comment once to the held comments, edits it in place and removes it; an answer does not count', () => {
    const { store } = watched();
    store.put([whole('t', 1)], 'read');
    store.comment('t', { added: comment('c1') });
    const added = store.get('t');
    store.comment('t', { added: comment('c1') });
    expect(store.get('t')).toBe(added);
    expect(added?.card.commentCount).toBe(0);
    store.comment('t', { edited: comment('c1', 'changed') });
    expect(store.get('t')?.comments?.map((c) => c.content)).toEqual(['changed']);
    store.comment('t', { deleted: 'c1' });
    expect(store.get('t')?.comments).toEqual([]);
  });
});

describe('detailOf', () => {
  it('is the whole task once comments and items are held, the same object while the entry is unchanged', () => {
    const { store } = watched();
    store.put([card('listed')], 'read');
    expect(detailOf(store.get('listed'))).toBeUndefined();
    store.put([whole('opened', 1, [comment('c1')], [item('i1', true)])], 'read');
    const task = detailOf(store.get('opened'));
    expect(task).toEqual(whole('opened', 1, [comment('c1')], [item('i1', true)]));
    expect(detailOf(store.get('opened'))).toBe(task);
  });
});

describe('snapshot', () => {
  it('survives JSON and loads into a new store as it was, each task with its version', () => {
    const { store } = watched();
    store.put([whole('a', 4, [comment('c1')], [item('i1', true)]), card('b', 2, 'b', 7)], 'read');
    const json = JSON.stringify(store.snapshot());
    const again = createTaskStore();
    again.load(JSON.parse(json));
    expect(again.snapshot()).toEqual(store.snapshot());
    expect(detailOf(again.get('a'))).toEqual(detailOf(store.get('a')));
  });

  it('keeps what the store holds at a newer version, and ignores a snapshot of another format', () => {
    const { store } = watched();
    store.put([card('a', 1, 'kept'), card('b', 9, 'newer')], 'read');
    const old = store.snapshot();
    const fresh = createTaskStore();
    fresh.put([card('b', 10, 'newest')], 'read');
    fresh.load(old);
    expect(fresh.get('a')?.card.title).toBe('kept');
    expect(fresh.get('b')?.card.title).toBe('newest');
    const other = createTaskStore();
    other.load({ ...old, format: 2 } as unknown as typeof old);
    expect(other.get('a')).toBeUndefined();
  });
});
