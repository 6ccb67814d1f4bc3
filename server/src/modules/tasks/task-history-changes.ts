import { HISTORY_FIELDS, type HistoryField, type Task } from '@tm/domain/task/task.schema';
import { COLUMN_ENTRIES } from './task-columns.ts';

export interface FieldChange {
  field: HistoryField;
  oldValue: string | null;
  newValue: string | null;
}

interface Tracked {
  field: HistoryField;
  /** Whether the field differs between two versions of the task. */
  differs(before: Task, after: Task): boolean;
  /** How the field reads in the history list. */
  show(t: Task): string | null;
}

const asText = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** Labels live beside the columns (task_labels): compared by id, shown as their names, comma-separated. */
const LABELS: Tracked = {
  field: 'labels',
  differs: (b, a) => b.labels.map((l) => l.id).join(',') !== a.labels.map((l) => l.id).join(','),
  show: (t) => (t.labels.length === 0 ? null : t.labels.map((l) => l.name).join(', ')),
};

/**
 * The columns task-columns.ts marks with a history name, in SPEC 3's order. The
 * assignee is compared by id (two members may share a name) and shown by name.
 */
const TRACKED: Tracked[] = COLUMN_ENTRIES.flatMap(([key, c]): Tracked[] => {
  if (!c.history) return [];
  const field = c.history;
  if (key === 'assigneeId') {
    return [
      { field, differs: (b, a) => b.assigneeId !== a.assigneeId, show: (t) => t.assignee?.name ?? null },
    ];
  }
  const column = key as keyof Task;
  return [{ field, differs: (b, a) => b[column] !== a[column], show: (t) => asText(t[column]) }];
})
  .concat(LABELS)
  .sort((a, b) => HISTORY_FIELDS.indexOf(a.field) - HISTORY_FIELDS.indexOf(b.field));

/** One change per history field (SPEC 3) that differs between two versions of a task. */
export function historyChanges(before: Task, after: Task): FieldChange[] {
  return TRACKED.filter((f) => f.differs(before, after)).map((f) => ({
    field: f.field,
    oldValue: f.show(before),
    newValue: f.show(after),
  }));
}
