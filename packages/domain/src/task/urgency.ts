import { isCritical } from './critical-filter.ts';
import { isOverdue } from './overdue.ts';
import type { TaskPriority, TaskStatus } from './task.schema.ts';
import { isUrgent } from './urgent-filter.ts';

/**
 * The one vocabulary of "on fire" used by the dashboard, meeting mode, the urgent list and
 * analytics (issue 24). Each term is one pure rule over a task and the viewer's date, and
 * one SQL predicate over a `tasks` row built from the same definition; the integration
 * test `urgency.int.test.ts` runs both over the same rows and compares.
 *
 * - overdue:  not done and due before today (a task due today is not late yet);
 * - critical: not done and priority urgent or high (meeting mode's list and counter);
 * - urgent:   not done and (priority urgent, or overdue, or high and due today or tomorrow)
 *             (the urgent list; SPEC 9's "high and due within 24 hours").
 *
 * So every overdue task is urgent, and every critical task due within a day is urgent;
 * a high task due next week is critical but not urgent, an overdue low task urgent but not critical.
 */
export const URGENCY_TERMS = ['overdue', 'critical', 'urgent'] as const;
export type UrgencyTerm = (typeof URGENCY_TERMS)[number];

export interface UrgencyFacts {
  status: TaskStatus;
  priority: TaskPriority | null | undefined;
  dueDate: string | null;
}

/** The pure rule of a term for `today` (YYYY-MM-DD, the viewer's date). */
export function hasUrgency(term: UrgencyTerm, task: UrgencyFacts, today: string): boolean {
  switch (term) {
    case 'overdue':
      return isOverdue(task, today);
    case 'critical':
      return isCritical(task);
    case 'urgent':
      return isUrgent({ ...task, priority: task.priority ?? 'medium' }, today);
  }
}

export interface SqlPredicate {
  /** A boolean SQL expression with `?` placeholders. */
  sql: string;
  params: string[];
}

/**
 * The SQL twin of `hasUrgency` over the `tasks` columns of alias `a` (`'t'`, or `''` for
 * none); `today` is bound as a date. Priorities are NOT NULL in the table (medium by default).
 */
export function urgencySql(term: UrgencyTerm, today: string, a = ''): SqlPredicate {
  const c = (column: string) => (a ? `${a}.${column}` : column);
  const open = `${c('status')} <> 'done'`;
  switch (term) {
    case 'overdue':
      return { sql: `(${open} and ${c('due_date')} < ?::date)`, params: [today] };
    case 'critical':
      return { sql: `(${open} and ${c('priority')} in ('urgent', 'high'))`, params: [] };
    case 'urgent':
      return {
        sql: `(${open} and (${c('priority')} = 'urgent' or ${c('due_date')} < ?::date
          or (${c('priority')} = 'high' and ${c('due_date')} >= ?::date and ${c('due_date')} <= ?::date + 1)))`,
        params: [today, today, today],
      };
  }
}

/**
 * Where a task goes on the wall screen in kiosk mode: overdue first, then urgent, then the
 * rest (issue 24: nothing on fire may fall off a screen nobody scrolls).
 */
export function wallRank(task: UrgencyFacts, today: string): 0 | 1 | 2 {
  if (hasUrgency('overdue', task, today)) return 0;
  if (hasUrgency('urgent', task, today)) return 1;
  return 2;
}
