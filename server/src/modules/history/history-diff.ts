import type { HistoryField, Task } from '@tm/domain/task/task.schema';

export interface FieldChange {
  field: HistoryField;
  oldValue: string | null;
  newValue: string | null;
}

/** How each history field reads in the history list: the assignee by name, everything else as stored. */
const READERS: Record<HistoryField, (t: Task) => string | null> = {
  title: (t) => t.title,
  status: (t) => t.status,
  assignee: (t) => t.assignee?.name ?? null,
  priority: (t) => t.priority,
  dueDate: (t) => t.dueDate,
  isPublic: (t) => String(t.isPublic),
  clientApproval: (t) => t.clientApproval,
};

/** One change per history field (SPEC 3) that differs between two versions of a task. */
export function historyChanges(before: Task, after: Task): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(READERS) as HistoryField[]) {
    // The assignee is compared by id: two members may share a name.
    const differs =
      field === 'assignee'
        ? before.assigneeId !== after.assigneeId
        : READERS[field](before) !== READERS[field](after);
    if (differs) changes.push({ field, oldValue: READERS[field](before), newValue: READERS[field](after) });
  }
  return changes;
}
