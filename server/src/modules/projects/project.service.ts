import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Project, ProjectMember } from '@tm/domain/api/wire-projects.schema';
import type { CreateProjectInput, ProjectRole, UpdateProjectInput } from '@tm/domain/project/project.schema';
import { todayIn } from '@tm/domain/task/date-only';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { recordAudit } from '../audit/audit.ts';
import { memberScope } from '../tasks/task-scope.ts';
import { taskWrites } from '../tasks/task-writes.ts';
import { projectRepository as repo } from './project.repository.ts';
import { type ProjectGrant, projectNotFound, requireProject } from './project-access.ts';
import { announceAccess, announceProject, announcePublicLists } from './project-events.ts';

// Projects and who is in them (issue 31). Managers (and admins) run a project: its
// settings, its members, its archive; any member may create one unless
// PROJECT_CREATION=admins. Each change is audited and announced to the project's
// people; a change of who is in it moves their sockets' rooms at once (project-events.ts).

type CreateData = z.output<typeof CreateProjectInput>;
type UpdateData = z.output<typeof UpdateProjectInput>;

const taken = (field: 'name' | 'key') =>
  new DomainError(
    'conflict',
    field === 'name' ? 'PROJECT_NAME_TAKEN' : 'PROJECT_KEY_TAKEN',
    `A project with this ${field} already exists`,
    [{ path: field, message: field === 'name' ? 'PROJECT_NAME_TAKEN' : 'PROJECT_KEY_TAKEN' }],
  );

const lastManager = () => new DomainError('conflict', 'LAST_MANAGER', 'A project keeps at least one manager');

async function refuseClash(em: EntityManager, fields: { name?: string; key?: string }, id: string | null) {
  const clash = await repo.clash(em, fields, id);
  if (fields.name !== undefined && clash.name) throw taken('name');
  if (fields.key !== undefined && clash.key) throw taken('key');
}

/** Two creations of the same name or key at once: the unique indexes decide. */
function asClash(err: unknown): never {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code === '23505' || /unique/i.test(e?.message ?? '')) {
    throw taken(/projects_key/.test(`${e.constraint ?? ''} ${e.message ?? ''}`) ? 'key' : 'name');
  }
  throw err;
}

async function withCounts(ctx: MemberCtx, rows: Omit<Project, 'counts'>[]): Promise<Project[]> {
  const counts = await repo.counts(ctx.em, memberScope(ctx.member), todayIn('UTC'));
  return rows.map((row) => ({ ...row, counts: counts.get(row.id) ?? repo.emptyCounts() }));
}

/** `GET /api/projects`: the reader's projects; an admin's `all` adds every other. */
export async function listProjects(ctx: MemberCtx, all: boolean): Promise<Project[]> {
  const rows = await repo.list(ctx.em, ctx.member.id, all && ctx.member.isAdmin);
  const limit = ctx.member.projectIds;
  return withCounts(ctx, limit ? rows.filter((row) => limit.includes(row.id)) : rows);
}

export async function getProject(ctx: MemberCtx, id: string): Promise<Project> {
  await requireProject(ctx.em, ctx.member, id, 'read');
  const row = await repo.find(ctx.em, ctx.member.id, id);
  if (!row) throw projectNotFound();
  const [project] = await withCounts(ctx, [row]);
  return project!;
}

export async function createProject(ctx: MemberCtx, input: CreateData): Promise<Project> {
  if (ctx.deps.config.projectCreation === 'admins' && !ctx.member.isAdmin) {
    throw new DomainError('forbidden', 'PROJECT_CREATION_ADMINS_ONLY', 'Only admins can create projects');
  }
  await refuseClash(ctx.em, input, null);
  const id = randomUUID();
  await ctx.em
    .transactional(async (em) => {
      await em.execute(
        `insert into projects (id, name, key, color, description, open_to_all_members)
         values (?::uuid, ?, ?, ?, ?, ?)`,
        [id, input.name, input.key, input.color, input.description ?? null, input.openToAllMembers],
      );
      await repo.setRole(em, id, ctx.member.id, 'manager');
      await recordAudit(
        { ...ctx, em },
        {
          kind: 'project.created',
          target: { type: 'project', id },
          details: { name: input.name, key: input.key },
        },
      );
    })
    .catch(asClash);
  announceAccess(ctx.deps, input.openToAllMembers ? 'everyone' : [ctx.member.id]);
  return getProject(ctx, id);
}

const COLUMNS: Record<keyof UpdateData, string> = {
  name: 'name',
  key: 'key',
  color: 'color',
  description: 'description',
  openToAllMembers: 'open_to_all_members',
  showOnInstanceDashboard: 'show_on_instance_dashboard',
};

export async function updateProject(ctx: MemberCtx, id: string, input: UpdateData): Promise<Project> {
  await requireProject(ctx.em, ctx.member, id, 'manage');
  const before = await getProject(ctx, id);
  const fields = (Object.keys(COLUMNS) as (keyof UpdateData)[]).filter(
    (k) => input[k] !== undefined && input[k] !== before[k],
  );
  if (fields.length === 0) return before;
  await refuseClash(ctx.em, { name: input.name, key: input.key }, id);
  await ctx.em
    .transactional(async (em) => {
      await em.execute(
        `update projects set ${fields.map((k) => `${COLUMNS[k]} = ?`).join(', ')} where id = ?::uuid`,
        [...fields.map((k) => input[k]), id],
      );
      await recordAudit(
        { ...ctx, em },
        {
          kind: 'project.changed',
          target: { type: 'project', id },
          details: Object.fromEntries(fields.map((k) => [k, { from: before[k], to: input[k] }])),
        },
      );
    })
    .catch(asClash);
  if (fields.includes('openToAllMembers')) announceAccess(ctx.deps, 'everyone');
  // A new key renames every task's reference: the lists show them again.
  announceProject(ctx.deps, id, fields.includes('key'));
  if (fields.includes('showOnInstanceDashboard')) announcePublicLists(ctx.deps);
  return getProject(ctx, id);
}

/** Archives (read-only, hidden from default views) or unarchives a project. */
export async function setArchived(ctx: MemberCtx, id: string, archived: boolean): Promise<Project> {
  await requireProject(ctx.em, ctx.member, id, 'manage', { archivedToo: true });
  const rows = await ctx.em.execute<{ id: string }[]>(
    `update projects set archived_at = ${archived ? 'now()' : 'null'}
     where id = ?::uuid and (archived_at is null) = ? returning id`,
    [id, archived],
  );
  if (rows.length > 0) {
    await recordAudit(ctx, {
      kind: archived ? 'project.archived' : 'project.unarchived',
      target: { type: 'project', id },
    });
    announceProject(ctx.deps, id, true);
    announcePublicLists(ctx.deps);
  }
  return getProject(ctx, id);
}

/**
 * Deletes a project that holds no task (in the trash or not); with `moveTasksTo`,
 * its tasks move there first (a project the caller works in), keeping the labels of
 * the same name there.
 */
export async function deleteProject(ctx: MemberCtx, id: string, moveTasksTo?: string): Promise<void> {
  const grant = await requireProject(ctx.em, ctx.member, id, 'manage', { archivedToo: true });
  if (moveTasksTo !== undefined) {
    if (moveTasksTo === id) {
      throw new DomainError('validation', 'VALIDATION_FAILED', 'Move the tasks to another project', [
        { path: 'moveTasksTo', message: 'PROJECT_NOT_FOUND' },
      ]);
    }
    await requireProject(ctx.em, ctx.member, moveTasksTo, 'write');
  }
  const people = await repo.members(ctx.em, id);
  await ctx.em.transactional(async (em) => {
    if (!(await repo.lock(em, id))) throw projectNotFound();
    // Its tasks leave it (the database refuses writes to an archived project's tasks).
    await em.execute('update projects set archived_at = null where id = ?::uuid', [id]);
    const held = await taskWrites.countInProject(em, id);
    if (held > 0 && moveTasksTo === undefined) {
      throw new DomainError('conflict', 'PROJECT_NOT_EMPTY', 'The project still holds tasks');
    }
    if (held > 0 && moveTasksTo) await taskWrites.moveAllToProject(em, id, moveTasksTo);
    await em.execute('delete from projects where id = ?::uuid', [id]);
    await recordAudit(
      { ...ctx, em },
      { kind: 'project.deleted', target: { type: 'project', id }, details: { key: grant.key, moved: held } },
    );
  });
  announceAccess(
    ctx.deps,
    people.map((p) => p.userId),
  );
  if (moveTasksTo) {
    announceProject(ctx.deps, moveTasksTo, true);
    announcePublicLists(ctx.deps);
  }
}

/** `GET /api/projects/{id}/members`: e-mails for the project's managers and admins only. */
export async function listMembers(ctx: MemberCtx, id: string): Promise<ProjectMember[]> {
  const grant = await requireProject(ctx.em, ctx.member, id, 'read');
  const seesEmail = ctx.member.isAdmin || grant.role === 'manager';
  const rows = await repo.members(ctx.em, id);
  return rows.map(({ email, ...row }) => (seesEmail ? { ...row, email } : row));
}

/** Adds someone to a project with a role, or changes their role. */
export async function setMember(ctx: MemberCtx, id: string, userId: string, role: ProjectRole) {
  await requireProject(ctx.em, ctx.member, id, 'manage');
  const user = await repo.activeUser(ctx.em, userId);
  if (!user) throw new DomainError('notFound', 'NOT_FOUND', 'User not found');
  const before = await ctx.em.transactional(async (em) => {
    await repo.lock(em, id);
    const previous = await repo.explicitRole(em, id, userId);
    if (previous === 'manager' && role !== 'manager' && (await repo.managerCount(em, id)) <= 1) {
      throw lastManager();
    }
    await repo.setRole(em, id, userId, role);
    if (previous !== role) {
      await recordAudit(
        { ...ctx, em },
        {
          kind: 'project.member_changed',
          target: { type: 'project', id },
          details: { userId, name: user.name, from: previous, to: role },
        },
      );
    }
    return previous;
  });
  if (before !== role) {
    announceAccess(ctx.deps, [userId]);
    announceProject(ctx.deps, id, false, true);
  }
  return listMembers(ctx, id);
}

/** Removes someone from a project: their access to its tasks ends at once, on every socket. */
export async function removeMember(ctx: MemberCtx, id: string, userId: string): Promise<void> {
  // Anyone may leave a project; removing another person is the managers'.
  const grant: ProjectGrant = await requireProject(
    ctx.em,
    ctx.member,
    id,
    userId === ctx.member.id ? 'read' : 'manage',
  );
  await ctx.em.transactional(async (em) => {
    if (!(await repo.lock(em, id))) throw projectNotFound();
    const previous = await repo.explicitRole(em, id, userId);
    if (!previous) throw new DomainError('notFound', 'NOT_FOUND', 'Not a member of this project');
    if (previous === 'manager' && (await repo.managerCount(em, id)) <= 1) throw lastManager();
    await repo.removeMember(em, id, userId);
    await recordAudit(
      { ...ctx, em },
      {
        kind: 'project.member_removed',
        target: { type: 'project', id },
        details: { userId, key: grant.key, role: previous },
      },
    );
  });
  announceAccess(ctx.deps, [userId]);
  announceProject(ctx.deps, id, false, true);
}
