import { CreateTaskInput, UpdateTaskByIdInput } from '@tm/domain/task/task.schema';
import type { ListedTask } from '@tm/domain/task/task-card';
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  NEW_TASK_VALUES,
  toCreateInput,
  toUpdateInput,
  valuesFromTask,
} from './task-form-values.ts';

const task = {
  id: '3f1c1f0e-8a0e-4b1a-9a55-0c1b9c2f7a10',
  title: 'Plan',
  description: '  indented code\n\n- [ ] step',
  status: 'doing',
  priority: 'high',
  dueDate: '2026-04-01',
  assigneeId: null,
  clientApproval: 'pending',
  approvalComment: null,
  recurrencePattern: 'monthly',
  version: 4,
  labels: [{ id: '7a0c1f0e-8a0e-4b1a-9a55-0c1b9c2f7a11', name: 'Ops', color: 'teal' }],
} as ListedTask;

describe('task form values', () => {
  it('starts with SPEC’s defaults: medium, no approval, weekly recurrence', () => {
    expect(NEW_TASK_VALUES).toMatchObject({
      priority: 'medium',
      clientApproval: 'none',
      recurrence: 'weekly',
    });
  });

  it('cannot submit with a blank title or while saving', () => {
    expect(canSubmit({ ...NEW_TASK_VALUES, title: '  ' }, false)).toBe(false);
    expect(canSubmit({ ...NEW_TASK_VALUES, title: 'x' }, true)).toBe(false);
    expect(canSubmit({ ...NEW_TASK_VALUES, title: 'x' }, false)).toBe(true);
  });

  it('sends empty optionals as null and "none" as not recurring, accepted by the server schema', () => {
    const input = toCreateInput({
      ...NEW_TASK_VALUES,
      title: ' Do it ',
      recurrence: 'none',
      approvalComment: ' ',
      description: ' \n ',
    });
    expect(input).toEqual({
      title: 'Do it',
      description: null,
      assigneeId: null,
      dueDate: null,
      priority: 'medium',
      clientApproval: 'none',
      approvalComment: null,
      isRecurring: false,
      recurrencePattern: null,
      labelIds: [],
    });
    expect(CreateTaskInput.safeParse(input).success).toBe(true);
    // The chosen project goes along (issue 31); none chosen leaves it to the server.
    const project = '00000000-0000-4000-8000-000000000001';
    expect(toCreateInput({ ...NEW_TASK_VALUES, title: 'x', projectId: project }).projectId).toBe(project);
    expect(
      CreateTaskInput.safeParse(toCreateInput({ ...NEW_TASK_VALUES, title: 'x', projectId: project }))
        .success,
    ).toBe(true);
    expect(toCreateInput({ ...NEW_TASK_VALUES, title: 'x', projectId: project })).toMatchObject({
      isRecurring: true,
      recurrencePattern: 'weekly',
    });
  });

  it('edits round-trip a task, with its version and status but without recurrence', () => {
    const values = valuesFromTask(task);
    expect(values).toMatchObject({ assigneeId: '', recurrence: 'monthly', status: 'doing' });
    const input = toUpdateInput(task, { ...values, dueDate: '' });
    expect(values.description).toBe(task.description);
    expect(input).toMatchObject({
      id: task.id,
      description: '  indented code\n\n- [ ] step',
      version: 4,
      status: 'doing',
      dueDate: null,
      assigneeId: null,
      labelIds: ['7a0c1f0e-8a0e-4b1a-9a55-0c1b9c2f7a11'],
    });
    expect(input).not.toHaveProperty('recurrencePattern');
    // A task moves between projects from its own view, not from the form.
    expect(input).not.toHaveProperty('projectId');
    expect(UpdateTaskByIdInput.safeParse(input).success).toBe(true);
  });
});
