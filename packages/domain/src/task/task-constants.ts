// The task enums without zod, so screens can list statuses and priorities
// without shipping the validation library (task.schema.ts re-exports them).

export const TASK_STATUSES = ['todo', 'doing', 'done'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const CLIENT_APPROVALS = ['none', 'pending', 'approved', 'rejected'] as const;
export const RECURRENCE_PATTERNS = ['daily', 'weekdays', 'weekly', 'biweekly', 'monthly', 'yearly'] as const;
/** Fields whose changes are written to the history (SPEC section 3). */
export const HISTORY_FIELDS = [
  'title',
  'description',
  'status',
  'labels',
  'assignee',
  'priority',
  'dueDate',
  'isPublic',
  'clientApproval',
  'project',
] as const;

export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type ClientApproval = (typeof CLIENT_APPROVALS)[number];
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number];
export type HistoryField = (typeof HISTORY_FIELDS)[number];
