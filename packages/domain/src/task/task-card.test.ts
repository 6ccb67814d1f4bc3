import { describe, expect, it } from 'vitest';
import type { Task } from './task.schema.ts';
import { listedTaskFromUpdate, listedTasksFrom, type TaskCardList, toListedTask } from './task-card.ts';
import type { TaskUpdate } from './task-update.ts';

const ann = { id: 'u1', name: 'Ann', avatar: '🦊' };
const bob = { id: 'u2', name: 'Bob', avatar: '🐼' };
const ops = { id: 'l1', name: 'Ops', color: 'teal' as const, projectId: 'p1' };
const row = (id: string, ownerId: string, assigneeId: string | null, labelIds: string[]) =>
  ({
    id,
    ownerId,
    assigneeId,
    labelIds,
    commentCount: 2,
    checklistDone: 1,
    checklistTotal: 3,
  }) as unknown as TaskCardList['tasks'][number];

describe('listedTasksFrom', () => {
  it('gives each task its people and labels as objects shared between the tasks that name them', () => {
    const list: TaskCardList = {
      users: [ann, bob],
      labels: [ops],
      tasks: [row('t1', 'u1', 'u2', ['l1']), row('t2', 'u2', null, [])],
    };
    const [first, second] = listedTasksFrom(list);
    expect(first).toMatchObject({ id: 't1', owner: ann, assignee: bob, labels: [ops], commentCount: 2 });
    expect(first).not.toHaveProperty('labelIds');
    expect(second).toMatchObject({ id: 't2', owner: bob, assignee: null, labels: [] });
    expect(second?.owner).toBe(first?.assignee);
  });

  it('leaves out a label it cannot resolve and shows an unknown person as "?" rather than failing', () => {
    const [task] = listedTasksFrom({ users: [], labels: [], tasks: [row('t1', 'u9', null, ['l9'])] });
    expect(task?.labels).toEqual([]);
    expect(task?.owner).toEqual({ id: 'u9', name: '?', avatar: '' });
  });
});

describe('toListedTask and listedTaskFromUpdate', () => {
  const checklist = [
    { id: 'i1', text: 'a', done: true, position: 1 },
    { id: 'i2', text: 'b', done: false, position: 2 },
  ];

  it('counts a whole task’s comments and ticked items instead of carrying them', () => {
    const card = toListedTask({ id: 't', comments: [{ id: 'c' }], checklist } as unknown as Task);
    expect(card).toEqual({ id: 't', commentCount: 1, checklistDone: 1, checklistTotal: 2 });
  });

  it('takes an update’s fields and checklist counts, with the comment count it is given', () => {
    const update = { id: 't', title: 'x', checklist, changed: ['title'] } as unknown as TaskUpdate;
    expect(listedTaskFromUpdate(update, 7)).toEqual({
      id: 't',
      title: 'x',
      commentCount: 7,
      checklistDone: 1,
      checklistTotal: 2,
    });
  });
});
