import type { HistoryEntry } from '@tm/domain/task/task.schema';

export type ValueKind =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'date'; date: string }
  | { kind: 'key'; key: string };

/**
 * How a recorded value reads: statuses, priorities, approvals and flags are
 * stored as codes and shown translated; titles and names as written.
 */
export function historyValue(field: HistoryEntry['field'], value: string | null): ValueKind {
  if (value === null || value === '') return { kind: 'none' };
  switch (field) {
    case 'status':
      return { kind: 'key', key: `common:status.${value}` };
    case 'priority':
      return { kind: 'key', key: `common:priority.${value}` };
    case 'clientApproval':
      return { kind: 'key', key: `common:approval.${value}` };
    case 'isPublic':
      return { kind: 'key', key: value === 'true' ? 'tasks:history.yes' : 'tasks:history.no' };
    case 'dueDate':
      return { kind: 'date', date: value };
    default:
      return { kind: 'text', text: value };
  }
}
