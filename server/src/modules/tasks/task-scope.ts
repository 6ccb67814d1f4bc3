/**
 * Who reads tasks, and which of them they asked for. Every statement that reads the
 * `tasks` table selects from `visibleTasks(scope)` (or, where it must name the table
 * itself, adds `visibleTaskCondition`), so the rule of who may see a task is written
 * here once: the trash, the projects a member is in (`project_readers`, migration
 * 20261204-0100), and the projects a caller narrows to; every read, job, feed and
 * export obeys `conditions`.
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
      /** Narrows to these projects (a list's filter, a token limited to some); never widens. */
      readonly projectIds?: readonly string[];
      /** Leaves out archived projects: a list's default view (a task of one is still read by id). */
      readonly activeProjectsOnly?: boolean;
    }
  /** A background job acting for the whole instance (reminders, the trash's purge, integrations). */
  | { readonly reader: 'system'; readonly trash?: boolean }
  /**
   * Anonymous wall screens: published tasks of live projects, those of one project
   * (`/dashboard/{KEY}`) or of the projects shown on the instance's dashboard.
   */
  | { readonly reader: 'public'; readonly projectId?: string };

/**
 * A member's scope: their projects (every project for an admin), narrowed to the
 * projects their call is limited to (an access token's) and to those it asks for.
 */
export function memberScope(
  member: { id: string; isAdmin: boolean; projectIds?: readonly string[] },
  options: { trash?: boolean; projectIds?: readonly string[]; activeProjectsOnly?: boolean } = {},
): TaskScope {
  const limits = [member.projectIds, options.projectIds].filter((ids) => ids !== undefined);
  const projectIds =
    limits.length === 0 ? undefined : limits.reduce((a, b) => a.filter((id) => b.includes(id)));
  return {
    reader: 'member',
    memberId: member.id,
    isAdmin: member.isAdmin,
    trash: options.trash ?? false,
    ...(projectIds ? { projectIds: [...new Set(projectIds)].sort() } : {}),
    ...(options.activeProjectsOnly ? { activeProjectsOnly: true } : {}),
  };
}

/**
 * The scope of a list a member asked for (`?projectId=`): the projects named, else every
 * project of theirs that is not archived (an archived project is hidden from default views).
 */
export function listScope(
  member: Parameters<typeof memberScope>[0],
  projectIds?: readonly string[],
): TaskScope {
  return memberScope(member, { projectIds, activeProjectsOnly: projectIds === undefined });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id written into the statement's text (the scope's text is its cache key and
 * stays free of parameters); refused unless it is a uuid, so nothing else reaches SQL.
 */
function uuidLiteral(id: string): string {
  if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return `'${id.toLowerCase()}'::uuid`;
}

/** The projects a person reads the tasks of: team roles only (a client's view is its own). */
function readableProjects(memberId: string): string {
  return `select r.project_id from project_readers r where r.user_id = ${uuidLiteral(memberId)} and r.role <> 'client'`;
}

export const SYSTEM_SCOPE: TaskScope = { reader: 'system' };
export const SYSTEM_TRASH_SCOPE: TaskScope = { reader: 'system', trash: true };
export const PUBLIC_SCOPE: TaskScope = { reader: 'public' };
/** One project's wall screen. */
export const projectPublicScope = (projectId: string): TaskScope => ({ reader: 'public', projectId });

/**
 * Task `row` is in one of the projects `projects` selects. (Written `= any (array(...))`
 * the period reads of analytics were 2.5x faster on 200 projects, but the cached lists
 * and the urgent list 3 to 6x slower: bench/RESULTS.md, projects; docs/decisions.md.)
 */
const inProjects = (row: string, projects: string) => `${row}.project_id in (${projects})`;

function conditions(scope: TaskScope, row: string): string[] {
  const trash = scope.reader !== 'public' && scope.trash === true;
  const out = [trash ? `${row}.deleted_at is not null` : `${row}.deleted_at is null`];
  if (scope.reader === 'public') {
    const shown = scope.projectId ? `p.id = ${uuidLiteral(scope.projectId)}` : 'p.show_on_instance_dashboard';
    out.push(
      `${row}.is_public`,
      inProjects(row, `select p.id from projects p where p.archived_at is null and ${shown}`),
    );
  }
  if (scope.reader !== 'member') return out;
  // Admins see every project; a member those they are in (an open project has everyone).
  if (!scope.isAdmin) out.push(inProjects(row, readableProjects(scope.memberId)));
  if (scope.activeProjectsOnly) {
    out.push(inProjects(row, 'select p.id from projects p where p.archived_at is null'));
  }
  if (scope.projectIds) {
    out.push(
      scope.projectIds.length === 0
        ? 'false'
        : `${row}.project_id in (${scope.projectIds.map(uuidLiteral).join(', ')})`,
    );
  }
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

/**
 * The projects whose tasks the scope sees, as a statement answering their ids (the
 * labels a list shows, the rooms a socket joins); published tasks' projects for the public.
 */
export function visibleProjects(scope: TaskScope): string {
  if (scope.reader === 'public') return `select distinct t.project_id from ${visibleTasks(scope)} t`;
  const member = scope.reader === 'member' && !scope.isAdmin;
  const base = member ? readableProjects(scope.memberId) : 'select p.id from projects p where true';
  if (scope.reader !== 'member' || !scope.projectIds) return base;
  if (scope.projectIds.length === 0) return `${base} and false`;
  const column = member ? 'r.project_id' : 'p.id';
  return `${base} and ${column} in (${scope.projectIds.map(uuidLiteral).join(', ')})`;
}

/**
 * Whether the user of `users` row `user` works in the project `project` names (an SQL
 * expression: a column or a parameter): an admin in every project, anyone else as a
 * manager or member of it. Who is told of a task, or may be given one, by a path of its own.
 */
export const worksInProject = (user: string, project: string) =>
  `(${user}.is_admin or exists (select 1 from project_readers r
     where r.user_id = ${user}.id and r.project_id = ${project} and r.role <> 'client'))`;

/**
 * Whether a change to the project in `column` can change what the scope's lists show:
 * any project for jobs, admins and the instance's wall screen (a task unpublished
 * leaves it, so what it shows now cannot tell), else the scope's projects.
 */
export function projectChangesShownTo(scope: TaskScope, column: string): string {
  if (scope.reader === 'public')
    return scope.projectId ? `${column} = ${uuidLiteral(scope.projectId)}` : 'true';
  if (scope.reader === 'system' || (scope.isAdmin && !scope.projectIds)) return 'true';
  return `${column} in (${visibleProjects(scope)})`;
}

/**
 * The people a member may know of (the team list, mentions): those who share a
 * project with them, themselves included; everyone for an admin (DESIGN 7, "People").
 */
export function visiblePeopleCondition(scope: TaskScope, userColumn: string): string {
  if (scope.reader !== 'member' || scope.isAdmin) return 'true';
  const sharing = `select r.user_id from project_readers r where r.project_id in (${visibleProjects(scope)})`;
  return `(${userColumn} = ${uuidLiteral(scope.memberId)} or ${userColumn} in (${sharing}))`;
}

/** A stable key of what the scope may see, for caches kept per scope (lists, counts, streams). */
export function scopeKey(scope: TaskScope): string {
  if (scope.reader === 'public') return scope.projectId ? `public:${scope.projectId}` : 'public';
  const base = scope.trash ? 'trash' : 'live';
  if (scope.reader === 'system') return base;
  const reader = scope.isAdmin ? 'admin' : `member:${scope.memberId}`;
  return [
    base,
    reader,
    ...(scope.projectIds ? [`projects:${scope.projectIds.join(',')}`] : []),
    ...(scope.activeProjectsOnly ? ['active'] : []),
  ].join('|');
}
