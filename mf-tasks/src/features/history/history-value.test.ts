import { describe, expect, it } from 'vitest';
import { historyValue } from './history-value.ts';

describe('historyValue', () => {
  it('translates coded values', () => {
    expect(historyValue('status', 'doing')).toEqual({ kind: 'key', key: 'common:status.doing' });
    expect(historyValue('priority', 'urgent')).toEqual({ kind: 'key', key: 'common:priority.urgent' });
    expect(historyValue('clientApproval', 'approved')).toEqual({
      kind: 'key',
      key: 'common:approval.approved',
    });
    expect(historyValue('isPublic', 'true')).toEqual({ kind: 'key', key: 'tasks:history.yes' });
    expect(historyValue('isPublic', 'false')).toEqual({ kind: 'key', key: 'tasks:history.no' });
  });

  it('formats due dates and keeps titles, descriptions and names as written', () => {
    expect(historyValue('dueDate', '2026-03-01')).toEqual({ kind: 'date', date: '2026-03-01' });
    expect(historyValue('title', '<b>x</b>')).toEqual({ kind: 'text', text: '<b>x</b>' });
    expect(historyValue('assignee', 'Bob')).toEqual({ kind: 'text', text: 'Bob' });
    expect(historyValue('description', '- [ ] a\n<img src=x>')).toEqual({
      kind: 'text',
      text: '- [ ] a\n<img src=x>',
    });
  });

  it('shows a dash for no value', () => {
    expect(historyValue('assignee', null)).toEqual({ kind: 'none' });
    expect(historyValue('dueDate', '')).toEqual({ kind: 'none' });
  });
});
