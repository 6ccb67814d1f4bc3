import type { TaskUpdate } from '@tm/domain/task/task-update';
import { describe, expect, it } from 'vitest';
import { followListIds } from './task-list-ids.ts';
import type { TaskChange } from './task-store.ts';

const change = (id: string, kind: Exclude<TaskChange['kind'], 'missed'>): TaskChange => ({ id, kind });

describe('followListIds', () => {
  it('adds a created or saved task it lacks at the top, and keeps a known one in place', () => {
    expect(followListIds(['a'], [change('b', 'saved')]).ids).toEqual(['b', 'a']);
    expect(followListIds(['a'], [change('b', 'created')]).ids).toEqual(['b', 'a']);
    const ids = ['a', 'b'];
    expect(followListIds(ids, [change('b', 'saved'), change('b', 'created')]).ids).toBe(ids);
  });

  it('drops a deleted or removed task; a patch, a read or a comment changes no id', () => {
    expect(followListIds(['a', 'b'], [change('a', 'deleted')]).ids).toEqual(['b']);
    expect(followListIds(['a', 'b'], [change('b', 'removed')]).ids).toEqual(['a']);
    const ids = ['a'];
    const kinds = ['patched', 'read', 'commented', 'updated'] as const;
    expect(
      followListIds(
        ids,
        kinds.map((kind) => change('a', kind)),
      ),
    ).toEqual({ ids, reread: false });
  });

  it('says when the list does not hold an updated task: it is behind', () => {
    expect(followListIds(['a'], [change('z', 'updated')]).reread).toBe(true);
    const missed: TaskChange = { id: 'z', kind: 'missed', update: { id: 'z' } as TaskUpdate };
    expect(followListIds(['a'], [missed]).reread).toBe(true);
  });

  it('leaves an unloaded list alone', () => {
    expect(followListIds(undefined, [change('a', 'created')])).toEqual({ ids: undefined, reread: false });
  });
});
