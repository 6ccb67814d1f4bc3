import { describe, expect, it } from 'vitest';
import { sortLabels } from './label-constants.ts';
import { filterByLabels, matchesLabelFilter } from './label-filter.ts';

const bug = { id: 'l1', name: 'bug', color: 'red' as const };
const ui = { id: 'l2', name: 'UI', color: 'blue' as const };
const ops = { id: 'l3', name: 'Ops', color: 'teal' as const };
const tasks = [
  { id: 't1', labels: [bug] },
  { id: 't2', labels: [ui, bug] },
  { id: 't3', labels: [] },
  { id: 't4', labels: [ops] },
];

describe('label filter', () => {
  it('lets every task through when no label is chosen', () => {
    expect(filterByLabels(tasks, []).map((t) => t.id)).toEqual(['t1', 't2', 't3', 't4']);
    expect(matchesLabelFilter(tasks[2]!, [])).toBe(true);
  });

  it('keeps the tasks carrying any of the chosen labels, in their order', () => {
    expect(filterByLabels(tasks, ['l1']).map((t) => t.id)).toEqual(['t1', 't2']);
    expect(filterByLabels(tasks, ['l2', 'l3']).map((t) => t.id)).toEqual(['t2', 't4']);
    expect(matchesLabelFilter(tasks[2]!, ['l1'])).toBe(false);
    expect(filterByLabels(tasks, ['unknown'])).toEqual([]);
  });

  it('sorts labels by name ignoring case, as the server does', () => {
    expect(sortLabels([ui, ops, bug]).map((l) => l.name)).toEqual(['bug', 'Ops', 'UI']);
  });
});
