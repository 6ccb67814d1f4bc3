import { describe, expect, it } from 'vitest';
import { sortLabels } from './label-constants.ts';
import { matchesLabelFilter } from './label-filter.ts';

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
    expect(tasks.every((t) => matchesLabelFilter(t, []))).toBe(true);
  });

  it('keeps the tasks carrying any of the chosen labels; none without the field', () => {
    const kept = (ids: string[]) => tasks.filter((t) => matchesLabelFilter(t, ids)).map((t) => t.id);
    expect(kept(['l1'])).toEqual(['t1', 't2']);
    expect(kept(['l2', 'l3'])).toEqual(['t2', 't4']);
    expect(kept(['unknown'])).toEqual([]);
    expect(matchesLabelFilter({}, ['l1'])).toBe(false);
  });

  it('sorts labels by name ignoring case, as the server does', () => {
    expect(sortLabels([ui, ops, bug]).map((l) => l.name)).toEqual(['bug', 'Ops', 'UI']);
  });
});
