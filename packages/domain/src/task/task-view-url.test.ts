import { describe, expect, it } from 'vitest';
import { DEFAULT_TASK_VIEW, type TaskView } from './task-view.ts';
import { parseTaskView, writeTaskView } from './task-view-url.ts';

const RED = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BLUE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const BEN = '22222222-2222-4222-8222-222222222222';
const parse = (query: string) => parseTaskView(new URLSearchParams(query));

describe('parseTaskView', () => {
  it('answers the default view for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_TASK_VIEW);
  });

  it('reads every parameter', () => {
    expect(
      parse(
        `q=report&status=doing&priority=high&assignee=${BEN}&labels=${RED},${BLUE}&due=week&sort=priority&view=board`,
      ),
    ).toEqual({
      search: 'report',
      status: 'doing',
      priority: 'high',
      assignee: BEN,
      labels: [RED, BLUE],
      due: 'week',
      sort: 'priority',
      view: 'board',
    } satisfies TaskView);
  });

  it('ignores each unknown value on its own, keeping the others', () => {
    expect(
      parse('status=later&priority=HIGH&assignee=bob&labels=x,,y&due=yesterday&sort=random&view=grid&q=ok'),
    ).toEqual({ ...DEFAULT_TASK_VIEW, search: 'ok' });
  });

  it('keeps me and nobody, valid label ids only, once each, lower-cased', () => {
    expect(parse('assignee=me').assignee).toBe('me');
    expect(parse('assignee=nobody').assignee).toBe('nobody');
    expect(parse(`labels=${RED.toUpperCase()},nope,${RED},${BLUE}`).labels).toEqual([RED, BLUE]);
  });

  it('cuts an over-long search and label list instead of refusing them', () => {
    expect(parse(`q=${'a'.repeat(2000)}`).search).toHaveLength(500);
    const many = Array.from(
      { length: 80 },
      (_, i) => `${String(i).padStart(8, '0')}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
    );
    expect(parse(`labels=${many.join(',')}`).labels).toHaveLength(50);
  });
});

describe('writeTaskView', () => {
  it('writes nothing for the default view', () => {
    expect(writeTaskView(DEFAULT_TASK_VIEW).toString()).toBe('');
  });

  it('round-trips a view through the query string', () => {
    const view: TaskView = {
      search: 'a & b=c',
      status: 'done',
      priority: 'urgent',
      assignee: 'me',
      labels: [RED, BLUE],
      due: 'overdue',
      sort: 'updated',
      view: 'board',
    };
    const query = writeTaskView(view).toString();
    expect(parse(query)).toEqual(view);
  });

  it("removes a filter set back to its default and keeps parameters that are not the view's", () => {
    const before = new URLSearchParams('due=today&sort=due&focus=123');
    const after = writeTaskView({ ...DEFAULT_TASK_VIEW, sort: 'due' }, before);
    expect(after.toString()).toBe('sort=due&focus=123');
    expect(before.toString()).toBe('due=today&sort=due&focus=123');
  });
});
