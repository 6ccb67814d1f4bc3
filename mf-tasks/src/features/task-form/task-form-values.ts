import type {
  ClientApproval,
  CreateTaskInput,
  RecurrencePattern,
  TaskPriority,
  TaskStatus,
  UpdateTaskByIdInput,
} from '@tm/domain/task/task.schema';
import type { ListedTask } from '@tm/domain/task/task-card';

export type RecurrenceChoice = RecurrencePattern | 'none';

/** What the form edits; selects hold strings, '' means "none" for the optional ones. */
export interface TaskFormValues {
  title: string;
  /** Markdown, as typed. */
  description: string;
  assigneeId: string;
  dueDate: string;
  priority: TaskPriority;
  clientApproval: ClientApproval;
  approvalComment: string;
  recurrence: RecurrenceChoice;
  status: TaskStatus;
  /** The chosen labels' ids (the team's labels: features/labels), of the task's project. */
  labelIds: string[];
  /** The project a new task goes into (issue 31); an existing task moves from its own view. */
  projectId: string;
}

/** SPEC 4: medium priority, no approval, weekly recurrence preselected. */
export const NEW_TASK_VALUES: TaskFormValues = {
  title: '',
  description: '',
  assigneeId: '',
  dueDate: '',
  priority: 'medium',
  clientApproval: 'none',
  approvalComment: '',
  recurrence: 'weekly',
  status: 'todo',
  labelIds: [],
  projectId: '',
};

export function valuesFromTask(task: ListedTask): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    assigneeId: task.assigneeId ?? '',
    dueDate: task.dueDate ?? '',
    priority: task.priority,
    clientApproval: task.clientApproval,
    approvalComment: task.approvalComment ?? '',
    recurrence: task.recurrencePattern ?? 'none',
    status: task.status,
    labelIds: task.labels.map((l) => l.id),
    projectId: task.projectId,
  };
}

export const canSubmit = (values: TaskFormValues, saving: boolean) => values.title.trim() !== '' && !saving;

/** Markdown keeps its leading spaces (they can mean code); a blank description is none. */
const descriptionOf = (v: TaskFormValues) => (v.description.trim() === '' ? null : v.description);

/** SPEC 5: empty assignee, due date, approval comment (or description) are sent as null; status is not sent on creation. */
export function toCreateInput(v: TaskFormValues): CreateTaskInput {
  return {
    title: v.title.trim(),
    description: descriptionOf(v),
    assigneeId: v.assigneeId || null,
    dueDate: v.dueDate || null,
    priority: v.priority,
    clientApproval: v.clientApproval,
    approvalComment: v.approvalComment.trim() || null,
    isRecurring: v.recurrence !== 'none',
    recurrencePattern: v.recurrence === 'none' ? null : v.recurrence,
    labelIds: v.labelIds,
    // None chosen (the projects not read): the server's default, the member's last used or General.
    ...(v.projectId && { projectId: v.projectId }),
  };
}

/** Recurrence is chosen only when creating; the version lets the server refuse a stale edit. */
export function toUpdateInput(task: ListedTask, v: TaskFormValues): UpdateTaskByIdInput {
  return {
    id: task.id,
    version: task.version,
    title: v.title.trim(),
    description: descriptionOf(v),
    assigneeId: v.assigneeId || null,
    dueDate: v.dueDate || null,
    priority: v.priority,
    clientApproval: v.clientApproval,
    approvalComment: v.approvalComment.trim() || null,
    status: v.status,
    labelIds: v.labelIds,
  };
}
