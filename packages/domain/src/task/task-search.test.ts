import { describe, expect, it } from 'vitest';
import type { TaskPriority, TaskStatus } from './task.schema.ts';
import { filterTasks, hasActiveFilter, matchesSearch, NO_FILTERS } from './task-search.ts';

const task = (
  title: string,
  owner: string,
  assignee: string | null,
  status: TaskStatus = 'todo',
  priority: TaskPriority = 'medium',
  description: string | null = null,
) => ({
  title,
  description,
  status,
  priority,
  owner: { name: owner },
  assignee: assignee ? { name: assignee } : null,
});

describe('matchesSearch', () => {
  const t = task('Write the Report', 'Alice Martin', 'Bob Peeters');

  it('matches title, assignee name and owner name, case-insensitively', () => {
    expect(matchesSearch(t, 'report')).toBe(true);
    expect(matchesSearch(t, 'PEETERS')).toBe(true);
    expect(matchesSearch(t, 'alice')).toBe(true);
  });

  it('matches the task’s reference, in any case', () => {
    const referenced = { ...t, ref: 'WEB-42' };
    expect(matchesSearch(referenced, 'web-42')).toBe(true);
    expect(matchesSearch(referenced, 'WEB-4')).toBe(true);
    expect(matchesSearch(referenced, 'APP-42')).toBe(false);
  });

  it('matches accented text without changing case rules', () => {
    expect(matchesSearch(task('Réunion équipe', 'Zoë', null), 'ÉQUIPE')).toBe(true);
    expect(matchesSearch(task('Réunion', 'Zoë', null), 'zoë')).toBe(true);
  });

  it('ignores surrounding spaces and matches everything when blank', () => {
    expect(matchesSearch(t, '  report ')).toBe(true);
    expect(matchesSearch(t, '   ')).toBe(true);
  });

  it('matches the description, case-insensitively, and a task without one only elsewhere', () => {
    const described = task('Plan', 'Alice', null, 'todo', 'medium', 'Steps:\n- [ ] Book the **Venue**');
    expect(matchesSearch(described, 'book the')).toBe(true);
    expect(matchesSearch(described, 'VENUE')).toBe(true);
    expect(matchesSearch(described, 'catering')).toBe(false);
    expect(matchesSearch(t, 'venue')).toBe(false);
  });

  it('does not match other text, nor a missing assignee', () => {
    expect(matchesSearch(t, 'invoice')).toBe(false);
    expect(matchesSearch(task('x', 'Alice', null), 'bob')).toBe(false);
  });
});

describe('filterTasks', () => {
  const list = [
    task('Alpha', 'Alice', 'Bob', 'todo', 'high'),
    task('Beta', 'Alice', null, 'doing', 'high'),
    task('Gamma', 'Carol', 'Bob', 'todo', 'low'),
    task('Delta', 'Carol', null, 'done', 'urgent'),
  ];
  const titles = (f: Partial<typeof NO_FILTERS>) =>
    filterTasks(list, { ...NO_FILTERS, ...f }).map((t) => t.title);

  it('keeps everything without filters', () => {
    expect(titles({})).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
  });

  it('filters by status and by priority', () => {
    expect(titles({ status: 'todo' })).toEqual(['Alpha', 'Gamma']);
    expect(titles({ priority: 'high' })).toEqual(['Alpha', 'Beta']);
  });

  it('combines search and filters with AND', () => {
    expect(titles({ status: 'todo', priority: 'high' })).toEqual(['Alpha']);
    expect(titles({ search: 'bob', priority: 'low' })).toEqual(['Gamma']);
    expect(titles({ search: 'carol', status: 'doing' })).toEqual([]);
  });
});

describe('hasActiveFilter', () => {
  it('is false only when search is blank and both filters are "all"', () => {
    expect(hasActiveFilter(NO_FILTERS)).toBe(false);
    expect(hasActiveFilter({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilter({ ...NO_FILTERS, search: 'a' })).toBe(true);
    expect(hasActiveFilter({ ...NO_FILTERS, status: 'done' })).toBe(true);
    expect(hasActiveFilter({ ...NO_FILTERS, priority: 'low' })).toBe(true);
  });
});
