import type { EntityManager } from '@mikro-orm/postgresql';
import { GENERAL_PROJECT_ID, type ProjectRole, TEAM_ROLES } from '@tm/domain/project/project-constants';
import { IN_IDS, idsParam } from '../../db/prepared-statements.ts';
import { DomainError } from '../../errors/domain-error.ts';

// What a person may do in a project, decided here once from `project_readers`
// (migration 20261204-0100): the tasks' scope (tasks/task-scope.ts) reads the same
// view. A project one may not see answers 404, never 403, so an id tells nothing.

export const projectNotFound = () => new DomainError('notFound', 'PROJECT_NOT_FOUND', 'Project not found');
const projectArchived = () =>
  new DomainError('conflict', 'PROJECT_ARCHIVED', 'This project is archived: unarchive it to change it');

/** What a caller needs of a project: to see it, to work in it, or to run it. */
export type ProjectNeed = 'read' | 'write' | 'manage';

export interface ProjectActor {
  id: string;
  isAdmin: boolean;
  /** A call limited to some projects (an access token's): the others are out of its sight. */
  projectIds?: readonly string[];
}

export interface ProjectGrant {
  projectId: string;
  key: string;
  archived: boolean;
  /** The actor's role in it; null for an admin who is not in it. */
  role: ProjectRole | null;
}

/** The actor's role in each project they are in, and the project's key and state. */
async function readGrant(em: EntityManager, actor: ProjectActor, projectId: string) {
  const [row] = await em.execute<{ key: string; archived: boolean; role: ProjectRole | null }[]>(
    `select p.key, p.archived_at is not null as archived,
       (select r.role from project_readers r where r.project_id = p.id and r.user_id = ?::uuid) as role
     from projects p where p.id = ?::uuid`,
    [actor.id, projectId],
  );
  return row;
}

/** Whether the grant allows `need`; `manage` is the project's managers' and the admins'. */
function allows(grant: ProjectGrant, actor: ProjectActor, need: ProjectNeed): boolean {
  if (actor.isAdmin) return true;
  if (grant.role === null || !TEAM_ROLES.includes(grant.role)) return false;
  return need !== 'manage' || grant.role === 'manager';
}

/**
 * The project as the actor may use it for `need`: 404 PROJECT_NOT_FOUND when they
 * may not see it, 403 when they see it but may not run it, 409 PROJECT_ARCHIVED for
 * a write into an archived project (unless `archivedToo`: unarchiving, deleting).
 */
export async function requireProject(
  em: EntityManager,
  actor: ProjectActor,
  projectId: string,
  need: ProjectNeed,
  options: { archivedToo?: boolean } = {},
): Promise<ProjectGrant> {
  const row = await readGrant(em, actor, projectId);
  if (!row || (actor.projectIds && !actor.projectIds.includes(projectId))) throw projectNotFound();
  const grant: ProjectGrant = { projectId, key: row.key, archived: row.archived, role: row.role };
  if (!allows(grant, actor, 'read')) throw projectNotFound();
  if (!allows(grant, actor, need)) {
    throw new DomainError('forbidden', 'FORBIDDEN', 'Only the project’s managers can do this');
  }
  if (need !== 'read' && grant.archived && !options.archivedToo) throw projectArchived();
  return grant;
}

/**
 * Where a new task goes when its creator names no project: the project they last
 * created a task in, if they still work in it, else "General" if they are in it;
 * null when neither (400 PROJECT_REQUIRED).
 */
async function defaultProjectFor(em: EntityManager, actor: ProjectActor): Promise<string | null> {
  const [row] = await em.execute<{ id: string }[]>(
    `select p.id from projects p
     where p.archived_at is null
       and p.id in ((select last_project_id from users where id = ?::uuid), ?::uuid)
       and (?::boolean or p.id in (select project_id from project_readers
                                   where user_id = ?::uuid and role <> 'client'))
     order by p.id = (select last_project_id from users where id = ?::uuid) desc nulls last
     limit 1`,
    [actor.id, GENERAL_PROJECT_ID, actor.isAdmin, actor.id, actor.id],
  );
  return row?.id ?? null;
}

/** Every project of `ids` exists and the actor sees it (what a token or a webhook is limited to). */
export async function requireProjects(
  em: EntityManager,
  actor: ProjectActor,
  ids: readonly string[] | null | undefined,
): Promise<void> {
  for (const id of ids ?? []) await requireProject(em, actor, id, 'read');
}

/**
 * The project new tasks go in: the one named, where the actor works (404, 409 when
 * archived), else their default; 400 PROJECT_REQUIRED when they have none. `message`
 * says what asks (a task's creation, an import).
 */
export async function projectForNewTasks(
  em: EntityManager,
  actor: ProjectActor,
  projectId: string | undefined,
  message: string,
): Promise<string> {
  if (projectId) return (await requireProject(em, actor, projectId, 'write')).projectId;
  const fallback = await defaultProjectFor(em, actor);
  if (!fallback) {
    throw new DomainError('validation', 'PROJECT_REQUIRED', message, [
      { path: 'projectId', message: 'PROJECT_REQUIRED' },
    ]);
  }
  return fallback;
}

/**
 * Which of these people see the tasks of which of these projects (admins: all), for
 * those told of a task by a path of their own (mail, inbox, push, reminders): one
 * who has left a task's project hears nothing more of it.
 */
export async function projectReaders(
  em: EntityManager,
  userIds: readonly string[],
  projectIds: readonly string[],
): Promise<(userId: string, projectId: string) => boolean> {
  if (userIds.length === 0 || projectIds.length === 0) return () => false;
  const rows = await em.execute<{ user_id: string; project_id: string | null }[]>(
    `select u.id as user_id, null as project_id from users u
     where u.is_admin and u.id ${IN_IDS}
     union all
     select r.user_id, r.project_id from project_readers r
     where r.role <> 'client' and r.user_id ${IN_IDS} and r.project_id ${IN_IDS}`,
    [idsParam(userIds), idsParam(userIds), idsParam(projectIds)],
  );
  const admins = new Set(rows.filter((r) => r.project_id === null).map((r) => r.user_id));
  const pairs = new Set(rows.map((r) => `${r.user_id}:${r.project_id}`));
  return (userId, projectId) => admins.has(userId) || pairs.has(`${userId}:${projectId}`);
}
