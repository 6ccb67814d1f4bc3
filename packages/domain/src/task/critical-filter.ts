import type { TaskPriority, TaskStatus } from './task.schema.ts';

/** DESIGN meeting mode: critical = priority urgent or high, status not done. */
export function isCritical(task: { priority: TaskPriority | null | undefined; status: TaskStatus }): boolean {
  return (task.priority === 'urgent' || task.priority === 'high') && task.status !== 'done';
}

/** DESIGN meeting mode: awaiting approval = clientApproval pending and not done. */
export function isAwaitingApproval(task: { clientApproval: string; status: TaskStatus }): boolean {
  return task.clientApproval === 'pending' && task.status !== 'done';
}
