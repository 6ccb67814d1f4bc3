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

  const MEMBER = '6f1c2a54-0000-4000-8000-000000000001';
  const PROJECT = '6f1c2a54-0000-4000-8000-0000000000aa';

  it('sees live tasks of their projects for members, every project for admins and jobs, published ones for anyone', () => {
    const member = memberScope({ id: MEMBER, isAdmin: false });
    expect(visibleTaskCondition(member, 't')).toBe(
      `t.deleted_at is null and t.project_id in (select r.project_id from project_readers r where r.user_id = '${MEMBER}'::uuid and r.role <> 'client')`,
    );
    expect(visibleTaskCondition(SYSTEM_SCOPE)).toBe('tasks.deleted_at is null');
    expect(visibleTaskCondition(memberScope({ id: MEMBER, isAdmin: true }, { trash: true }), 't')).toBe(
      't.deleted_at is not null',
    );
    expect(visibleTaskCondition(SYSTEM_TRASH_SCOPE, 't')).toBe('t.deleted_at is not null');
    expect(visibleTaskCondition(PUBLIC_SCOPE, 't')).toBe(
      't.deleted_at is null and t.is_public and t.project_id in (select p.id from projects p where p.archived_at is null and p.show_on_instance_dashboard)',
    );
  });

  it('narrows to the projects asked for, never widens, and writes nothing but uuids into the text', () => {
    const admin = memberScope({ id: MEMBER, isAdmin: true }, { projectIds: [PROJECT] });
    expect(visibleTaskCondition(admin, 't')).toBe(
      `t.deleted_at is null and t.project_id in ('${PROJECT}'::uuid)`,
    );
    expect(
      visibleTaskCondition(memberScope({ id: MEMBER, isAdmin: true }, { projectIds: [] }), 't'),
    ).toContain('false');
    expect(() => visibleTasks(memberScope({ id: "x' or true --", isAdmin: false }))).toThrow(/not a uuid/);
  });

  it('gives caches one key per distinct view, and the same text for the same scope (statements stay preparable)', () => {
    const a = memberScope({ id: MEMBER, isAdmin: false });
    const admin1 = memberScope({ id: MEMBER, isAdmin: true });
    const admin2 = memberScope({ id: PROJECT, isAdmin: true });
    expect(visibleTasks(admin1)).toBe(visibleTasks(admin2));
    expect(scopeKey(admin1)).toBe(scopeKey(admin2));
    expect(visibleTasks(a)).toBe(visibleTasks(memberScope({ id: MEMBER, isAdmin: false })));
    const keys = [
      scopeKey(a),
      scopeKey(admin1),
      scopeKey(memberScope({ id: MEMBER, isAdmin: false }, { projectIds: [PROJECT] })),
      scopeKey(SYSTEM_TRASH_SCOPE),
      scopeKey(PUBLIC_SCOPE),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
