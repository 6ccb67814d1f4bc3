import type { Label } from '@tm/domain/label/label.schema';
import type { Task } from '@tm/domain/task/task.schema';
import {
  COLUMN_ENTRIES,
  CONTENT_KEYS,
  type ContentKey,
  INPUT_KEYS,
  type InputKey,
  type TaskRecord,
} from './task-columns.ts';
import type { AssignableUser, StoredTask } from './task-reads.ts';
import type { NewTaskRecord } from './task-statements.ts';

/**
 * What a change may set on a task: its `content` columns (task-columns.ts), with the
 * assignee as the member the task shows. The id, owner and bookkeeping stay out of reach.
 * Its `labels` (sorted by name) live in task_labels, not in a column: a change to them is
 * written under the row's lock (task-mutation.ts).
 */
export type TaskDraft = Omit<Pick<TaskRecord, ContentKey>, 'assigneeId'> & {
  readonly id: string;
  readonly ownerId: string;
  assignee: AssignableUser | null;
  labels: Label[];
};

type Content = Pick<TaskRecord, ContentKey>;

/** A new task's draft: every content column at its `initial` value. */
export function newDraft(id: string, ownerId: string): TaskDraft {
  const content = Object.fromEntries(
    COLUMN_ENTRIES.filter(([, c]) => c.role === 'content').map(([k, c]) => [k, c.initial]),
  ) as Content;
  return { ...content, id, ownerId, assignee: null, labels: [] };
}

/** The draft of a stored task. */
export function draftOf({ task, record }: StoredTask): TaskDraft {
  const content = Object.fromEntries(CONTENT_KEYS.map((k) => [k, record[k]])) as Content;
  return { ...content, id: task.id, ownerId: task.ownerId, assignee: task.assignee, labels: task.labels };
}

/** The columns a draft writes, the assignee by id. */
export function contentOf(draft: TaskDraft): Content {
  const content = Object.fromEntries(
    CONTENT_KEYS.map((k) => [k, k === 'assigneeId' ? (draft.assignee?.id ?? null) : draft[k]]),
  );
  return content as Content;
}

/** The draft's columns and label ids as one text: equal texts mean the change changes nothing. */
export const contentKey = (draft: TaskDraft): string =>
  JSON.stringify([Object.values(contentOf(draft)), labelKey(draft.labels)]);

/** A task's labels as one comparable text (they are kept sorted). */
export const labelKey = (labels: readonly Label[]): string => labels.map((l) => l.id).join(',');

/** Sets the columns a member sets as sent (`fromInput`) from an input that carries them. */
export function applyInput(draft: TaskDraft, input: Partial<Pick<TaskRecord, InputKey>>): void {
  for (const key of INPUT_KEYS) {
    const value = input[key];
    if (value !== undefined) (draft as Record<InputKey, unknown>)[key] = value;
  }
}

/** The draft of the occurrence after `completed`: its columns, except those that restart (`resetOnRepeat`). */
export function repeatDraft(completed: TaskDraft, id: string): TaskDraft {
  const next: TaskDraft = { ...completed, id };
  for (const [key, c] of COLUMN_ENTRIES) {
    if (c.role === 'content' && c.resetOnRepeat) (next as Record<string, unknown>)[key] = c.initial;
  }
  return next;
}

/** The columns of `record` that members see, without those only the server reads. */
export function wireColumns<T extends Partial<TaskRecord>>(record: T): Partial<Task> {
  const wire: Record<string, unknown> = { ...record };
  for (const [key, c] of COLUMN_ENTRIES) if (c.serverOnly) delete wire[key];
  return wire as Partial<Task>;
}

/** What a new task's insert writes for `draft`. */
export const newTaskRecord = (draft: TaskDraft): NewTaskRecord => ({
  ...contentOf(draft),
  id: draft.id,
  ownerId: draft.ownerId,
});
