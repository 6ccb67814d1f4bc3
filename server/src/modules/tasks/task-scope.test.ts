import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  memberScope,
  PUBLIC_SCOPE,
  SYSTEM_SCOPE,
  SYSTEM_TRASH_SCOPE,
  scopeKey,
  visibleTaskCondition,
  visibleTasks,
} from './task-scope.ts';

const SERVER_SRC = path.resolve(import.meta.dirname, '../..');
const THE_ONE_WAY_IN = path.join('modules', 'tasks', 'task-scope.ts');

/** Every source file of the server that runs in production (no tests, no migrations). */
function productionSources(dir = SERVER_SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : productionSources(full);
    if (!entry.name.endsWith('.ts') || /\.test\.ts$|test-helper\.ts$|test-kit\.ts$/.test(entry.name))
      return [];
    return [full];
  });
}

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

// A read of the table in SQL (a `delete from tasks` is a write), or through the ORM's entity.
const READS_TASKS = [
  /(?<!delete\s+)\b(from|join)\s+tasks\b/i,
  /\bem\.(find|findOne|findOneOrFail|findAll|count)\(\s*Task\b/,
];
// A write that picks its own rows: only the tasks module writes the table (task-writes.ts).
const WRITES_TASKS = /\b(update|delete\s+from)\s+tasks\b/i;
const TASKS_MODULE = path.join('modules', 'tasks') + path.sep;

/** The lines of a file that touch the table where they may not, with their numbers. */
function offendingLines(file: string): string[] {
  const relative = path.relative(SERVER_SRC, file);
  const mayWrite = relative.startsWith(TASKS_MODULE);
  const lines = withoutComments(fs.readFileSync(file, 'utf8')).split('\n');
  return lines.flatMap((line, i) =>
    READS_TASKS.some((pattern) => pattern.test(line)) || (!mayWrite && WRITES_TASKS.test(line))
      ? [`${relative}:${i + 1}: ${line.trim()}`]
      : [],
  );
}

describe('the one scoped read of tasks', () => {
  it('is the only place in the server that reads the tasks table, and only the tasks module writes it', () => {
    const offenders = productionSources()
      .filter((file) => path.relative(SERVER_SRC, file) !== THE_ONE_WAY_IN)
      .flatMap(offendingLines);
    // Each line names a file that reads tasks by itself (select from visibleTasks(scope) instead)
    // or writes them outside the tasks module (call taskWrites instead).
    expect(offenders).toEqual([]);
  });

  it('sees live tasks for members and jobs, trashed ones only in a trash scope, published ones for anyone', () => {
    const member = memberScope({ id: '6f1c2a54-0000-4000-8000-000000000001', isAdmin: false });
    expect(visibleTaskCondition(member, 't')).toBe('t.deleted_at is null');
    expect(visibleTaskCondition(SYSTEM_SCOPE)).toBe('tasks.deleted_at is null');
    expect(visibleTaskCondition(memberScope({ id: 'x', isAdmin: true }, { trash: true }), 't')).toBe(
      't.deleted_at is not null',
    );
    expect(visibleTaskCondition(SYSTEM_TRASH_SCOPE, 't')).toBe('t.deleted_at is not null');
    expect(visibleTaskCondition(PUBLIC_SCOPE, 't')).toBe('t.deleted_at is null and t.is_public');
    expect(visibleTasks(member)).toBe('(select * from tasks where tasks.deleted_at is null)');
  });

  it('gives caches one key per distinct view, and the same text for the same scope (statements stay preparable)', () => {
    const a = memberScope({ id: 'a', isAdmin: false });
    const b = memberScope({ id: 'b', isAdmin: true });
    expect(visibleTasks(a)).toBe(visibleTasks(b));
    expect(scopeKey(a)).toBe(scopeKey(b));
    expect(new Set([scopeKey(a), scopeKey(SYSTEM_TRASH_SCOPE), scopeKey(PUBLIC_SCOPE)]).size).toBe(3);
  });
});
