import type { Task } from '@tm/domain/task/task.schema';
import { describe, expect, it } from 'vitest';
import { historyChanges } from './task-history-changes.ts';

const base: Task = {
  id: 't1',
  title: 'Plan',
  description: null,
  status: 'todo',
  priority: 'medium',
  dueDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ownerId: 'u1',
  owner: { id: 'u1', name: 'Ann', avatar: 'A' },
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
  projectId: 'p1',
  number: 1,
  ref: 'GEN-1',
  comments: [],
  checklist: [],
  labels: [],
};

describe('historyChanges', () => {
  it('is empty when nothing tracked changed', () => {
    expect(historyChanges(base, { ...base, approvalComment: 'x', publicSummary: 'y', version: 2 })).toEqual(
      [],
    );
  });

  it('records each tracked field with old and new values as text', () => {
    const after: Task = {
      ...base,
      title: 'Plan B',
      description: '- [ ] step one\n- [x] step two',
      status: 'done',
      priority: 'urgent',
      dueDate: '2026-02-01',
      isPublic: true,
      clientApproval: 'approved',
    };
    expect(historyChanges(base, after)).toEqual([
      { field: 'title', oldValue: 'Plan', newValue: 'Plan B' },
      { field: 'description', oldValue: null, newValue: '- [ ] step one\n- [x] step two' },
      { field: 'status', oldValue: 'todo', newValue: 'done' },
      { field: 'priority', oldValue: 'medium', newValue: 'urgent' },
      { field: 'dueDate', oldValue: null, newValue: '2026-02-01' },
      { field: 'isPublic', oldValue: 'false', newValue: 'true' },
      { field: 'clientApproval', oldValue: 'none', newValue: 'approved' },
    ]);
  });

  it('records the assignee by name and compares by id', () => {
    const bob = { id: 'u2', name: 'Bob', avatar: 'B' };
    const otherBob = { id: 'u3', name: 'Bob', avatar: 'B' };
    const assigned = { ...base, assigneeId: 'u2', assignee: bob };
    expect(historyChanges(base, assigned)).toEqual([{ field: 'assignee', oldValue: null, newValue: 'Bob' }]);
    expect(historyChanges(assigned, { ...base, assigneeId: 'u3', assignee: otherBob })).toEqual([
      { field: 'assignee', oldValue: 'Bob', newValue: 'Bob' },
    ]);
    expect(historyChanges(assigned, base)).toEqual([{ field: 'assignee', oldValue: 'Bob', newValue: null }]);
  });

  it('records the labels as their names, comma-separated, compared by id', () => {
    const bug = { id: 'l1', name: 'Bug', color: 'red' as const, projectId: 'p1' };
    const ui = { id: 'l2', name: 'UI', color: 'blue' as const, projectId: 'p1' };
    const labelled = { ...base, labels: [bug, ui] };
    expect(historyChanges(base, labelled)).toEqual([
      { field: 'labels', oldValue: null, newValue: 'Bug, UI' },
    ]);
    expect(historyChanges(labelled, { ...base, labels: [ui] })).toEqual([
      { field: 'labels', oldValue: 'Bug, UI', newValue: 'UI' },
    ]);
    // A renamed label is the same label: not a change of the task.
    expect(historyChanges(labelled, { ...base, labels: [{ ...bug, name: 'Defect' }, ui] })).toEqual([]);
  });
});
