/**
 * Who reads tasks, and which of them they asked for. Every statement that reads the
 * `tasks` table selects from `visibleTasks(scope)` (or, where it must name the table
 * itself, adds `visibleTaskCondition`), so the rule of who may see a task is written
 * here once: the trash today, and every predicate that follows (projects, clients) is
 * one more line in `conditions`, which every read, job, feed and export then obeys.
 * `task-scope.int.test.ts` fails on a statement elsewhere in the server that reads
 * `tasks` directly.
 */
export type TaskScope =
  /** A signed-in person, in the screens, the API, their calendar feed or an export. */
  | {
      readonly reader: 'member';
      readonly memberId: string;
      readonly isAdmin: boolean;
      readonly trash?: boolean;
    }
  /** A background job acting for the whole instance (reminders, the trash's purge, integrations). */
  | { readonly reader: 'system'; readonly trash?: boolean }
  /** Anonymous wall screens: published tasks only. */
  | { readonly reader: 'public' };

export function memberScope(
  member: { id: string; isAdmin: boolean },
  options: { trash?: boolean } = {},
): TaskScope {
  return { reader: 'member', memberId: member.id, isAdmin: member.isAdmin, trash: options.trash ?? false };
}

export const SYSTEM_SCOPE: TaskScope = { reader: 'system' };
export const SYSTEM_TRASH_SCOPE: TaskScope = { reader: 'system', trash: true };
export const PUBLIC_SCOPE: TaskScope = { reader: 'public' };

function conditions(scope: TaskScope, row: string): string[] {
  const trash = scope.reader !== 'public' && scope.trash === true;
  const out = [trash ? `${row}.deleted_at is not null` : `${row}.deleted_at is null`];
  if (scope.reader === 'public') out.push(`${row}.is_public`);
  // Members (and admins) see every live task of the team: SPEC's one pool.
  return out;
}

/** The scope's rule as a condition on a row of `tasks` named `row` (a lock or an update names the table). */
export function visibleTaskCondition(scope: TaskScope, row = 'tasks'): string {
  return conditions(scope, row).join(' and ');
}

/**
 * The tasks the scope may see, as a relation to select from: `from ${visibleTasks(scope)} t`.
 * PostgreSQL flattens the subquery into the outer statement (same plan as a plain
 * `from tasks t where ...`), and `for update of t` locks the task's row through it.
 * For a given scope the text is fixed, so statements built from it stay preparable.
 */
export function visibleTasks(scope: TaskScope): string {
  return `(select * from tasks where ${visibleTaskCondition(scope)})`;
}

/** A stable key of what the scope may see, for caches kept per scope (lists, counts, streams). */
export function scopeKey(scope: TaskScope): string {
  if (scope.reader === 'public') return 'public';
  return scope.trash ? 'trash' : 'live';
}
