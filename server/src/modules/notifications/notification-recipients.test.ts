import type { Task } from '@tm/domain/task/task.schema';
import { describe, expect, it } from 'vitest';
import {
  recipientsForComment,
  recipientsForCreated,
  recipientsForEditedComment,
  recipientsForUpdated,
} from './notification-recipients.ts';

const OWNER = 'owner-id';
const ALICE = 'alice-id';
const BOB = 'bob-id';

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 'task-id',
    title: 'Write the report',
    description: null,
    status: 'todo',
    priority: 'medium',
    dueDate: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ownerId: OWNER,
    owner: { id: OWNER, name: 'Owner', avatar: '👤' },
    assigneeId: null,
    assignee: null,
    clientApproval: 'none',
    approvalComment: null,
    isRecurring: false,
    recurrencePattern: null,
    isPublic: false,
    publicSummary: null,
    version: 1,
    position: 0,
    projectId: 'project-id',
    number: 1,
    ref: 'GEN-1',
    comments: [],
    checklist: [],
    labels: [],
    ...overrides,
  };
}

describe('who hears about a new task', () => {
  it('tells the assignee when someone else created it', () => {
    expect(recipientsForCreated(task({ assigneeId: ALICE }), OWNER)).toEqual([
      { userId: ALICE, kind: 'assigned' },
    ]);
  });

  it('tells nobody when the creator assigned it to themself or to nobody', () => {
    expect(recipientsForCreated(task({ assigneeId: OWNER }), OWNER)).toEqual([]);
    expect(recipientsForCreated(task(), OWNER)).toEqual([]);
  });
});

describe('who hears about a change', () => {
  it('tells the new assignee, not the previous one nor the actor', () => {
    const before = task({ assigneeId: ALICE });
    expect(recipientsForUpdated(before, task({ assigneeId: BOB }), OWNER)).toEqual([
      { userId: BOB, kind: 'assigned' },
    ]);
    expect(recipientsForUpdated(before, task({ assigneeId: BOB }), BOB)).toEqual([]);
    expect(recipientsForUpdated(before, task({ assigneeId: null }), OWNER)).toEqual([]);
  });

  it('tells owner and assignee when the task becomes done, except whoever completed it', () => {
    const before = task({ assigneeId: ALICE, status: 'doing' });
    const after = task({ assigneeId: ALICE, status: 'done' });
    expect(recipientsForUpdated(before, after, BOB)).toEqual([
      { userId: OWNER, kind: 'completed' },
      { userId: ALICE, kind: 'completed' },
    ]);
    expect(recipientsForUpdated(before, after, ALICE)).toEqual([{ userId: OWNER, kind: 'completed' }]);
  });

  it('tells an owner who is also the assignee once', () => {
    const before = task({ assigneeId: OWNER });
    const after = task({ assigneeId: OWNER, status: 'done' });
    expect(recipientsForUpdated(before, after, null)).toEqual([{ userId: OWNER, kind: 'completed' }]);
  });

  it('says nothing for a task that was already done or other field changes', () => {
    const done = task({ status: 'done', assigneeId: ALICE });
    expect(recipientsForUpdated(done, { ...done, title: 'Renamed' }, OWNER)).toEqual([]);
    expect(recipientsForUpdated(task(), task({ priority: 'urgent' }), OWNER)).toEqual([]);
  });
});

describe('who hears about a comment', () => {
  it('tells owner and assignee, not the author', () => {
    expect(recipientsForComment(task({ assigneeId: ALICE }), BOB)).toEqual([
      { userId: OWNER, kind: 'commented' },
      { userId: ALICE, kind: 'commented' },
    ]);
    expect(recipientsForComment(task({ assigneeId: ALICE }), OWNER)).toEqual([
      { userId: ALICE, kind: 'commented' },
    ]);
  });
});

describe('who hears about a mention', () => {
  const M_ALICE = '11111111-1111-4111-8111-111111111111';
  const M_BOB = '22222222-2222-4222-8222-222222222222';
  const at = (id: string, name = 'X') => `@[${name}](user:${id})`;

  it('lists mentioned members first, each once, never the author, then owner and assignee', () => {
    const text = `${at(M_ALICE)} ${at(M_ALICE, 'Again')} ${at(M_BOB)}`;
    expect(recipientsForComment(task(), M_BOB, text)).toEqual([
      { userId: M_ALICE, kind: 'mentioned' },
      { userId: OWNER, kind: 'commented' },
    ]);
  });

  it('tells only mentions a description change or a comment edit added', () => {
    const before = task({ description: `Ask ${at(M_ALICE)}` });
    const after = task({ description: `Ask ${at(M_ALICE)} and ${at(M_BOB)}` });
    expect(recipientsForUpdated(before, after, OWNER)).toEqual([{ userId: M_BOB, kind: 'mentioned' }]);
    expect(recipientsForUpdated(after, after, OWNER)).toEqual([]);
    expect(recipientsForEditedComment(`Hi ${at(M_ALICE)}`, `Hi ${at(M_ALICE)} ${at(M_BOB)}`, OWNER)).toEqual([
      { userId: M_BOB, kind: 'mentioned' },
    ]);
    expect(recipientsForCreated(task({ description: at(M_ALICE) }), OWNER)).toEqual([
      { userId: M_ALICE, kind: 'mentioned' },
    ]);
  });
});
