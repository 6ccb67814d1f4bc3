import type { EntityManager } from '@mikro-orm/postgresql';
import type { Project, ProjectMember } from '@tm/domain/api/wire-projects.schema';
import type { ProjectRole } from '@tm/domain/project/project-constants';
import { iso } from '../../db/sql-iso.ts';
import { type TaskScope, visibleTasks } from '../tasks/task-scope.ts';

// The projects' rows and their members. The counts come from the tasks the reader's
// scope sees (task-scope.ts), like every other read of tasks.

type ProjectRow = Omit<Project, 'counts'>;

const PROJECT_COLUMNS = `p.id, p.name, p.key, p.color, p.description,
  p.open_to_all_members as "openToAllMembers", p.show_on_instance_dashboard as "showOnInstanceDashboard",
  ${iso('p.archived_at')} as "archivedAt", ${iso('p.created_at')} as "createdAt"`;

const EMPTY_COUNTS = { todo: 0, doing: 0, done: 0, overdue: 0, awaitingApproval: 0 };

export const projectRepository = {
  /**
   * The projects `readerId` is in (with their role), or every project when `all`
   * (an admin's `?all=1`), by name.
   */
  async list(em: EntityManager, readerId: string, all: boolean): Promise<ProjectRow[]> {
    return em.execute<ProjectRow[]>(
      `select ${PROJECT_COLUMNS}, r.role as "myRole"
       from projects p left join project_readers r on r.project_id = p.id and r.user_id = ?::uuid
       where ?::boolean or r.role is not null
       order by lower(p.name), p.id`,
      [readerId, all],
    );
  },

  async find(em: EntityManager, readerId: string, id: string): Promise<ProjectRow | null> {
    const [row] = await em.execute<ProjectRow[]>(
      `select ${PROJECT_COLUMNS},
         (select r.role from project_readers r where r.project_id = p.id and r.user_id = ?::uuid) as "myRole"
       from projects p where p.id = ?::uuid`,
      [readerId, id],
    );
    return row ?? null;
  },

  /** Each project's tasks by state, as `scope` sees them; `today` decides what is overdue. */
  async counts(em: EntityManager, scope: TaskScope, today: string): Promise<Map<string, Project['counts']>> {
    const rows = await em.execute<(Project['counts'] & { projectId: string })[]>(
      `select t.project_id as "projectId",
         count(*) filter (where t.status = 'todo')::int as todo,
         count(*) filter (where t.status = 'doing')::int as doing,
         count(*) filter (where t.status = 'done')::int as done,
         count(*) filter (where t.status <> 'done' and t.due_date < ?::date)::int as overdue,
         count(*) filter (where t.client_approval = 'pending')::int as "awaitingApproval"
       from ${visibleTasks(scope)} t group by t.project_id`,
      [today],
    );
    return new Map(rows.map(({ projectId, ...counts }) => [projectId, counts]));
  },

  emptyCounts: (): Project['counts'] => ({ ...EMPTY_COUNTS }),

  /** The people of a project: its members as listed, and everyone an open project has. */
  async members(em: EntityManager, projectId: string): Promise<(ProjectMember & { email: string | null })[]> {
    return em.execute(
      `select u.id as "userId", u.name, u.avatar, u.email, r.role,
         not exists (select 1 from project_members m where m.project_id = r.project_id and m.user_id = u.id)
           as "viaOpenProject"
       from project_readers r join users u on u.id = r.user_id
       where r.project_id = ?::uuid and u.deleted_at is null
       order by case r.role when 'manager' then 0 when 'member' then 1 else 2 end, lower(u.name), u.id`,
      [projectId],
    );
  },

  /** The project's row, locked: membership changes of one project run one at a time (its last manager). */
  async lock(em: EntityManager, projectId: string): Promise<{ openToAllMembers: boolean } | null> {
    const [row] = await em.execute<{ openToAllMembers: boolean }[]>(
      'select open_to_all_members as "openToAllMembers" from projects where id = ?::uuid for update',
      [projectId],
    );
    return row ?? null;
  },

  async explicitRole(em: EntityManager, projectId: string, userId: string): Promise<ProjectRole | null> {
    const [row] = await em.execute<{ role: ProjectRole }[]>(
      'select role from project_members where project_id = ?::uuid and user_id = ?::uuid',
      [projectId, userId],
    );
    return row?.role ?? null;
  },

  async managerCount(em: EntityManager, projectId: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from project_members m join users u on u.id = m.user_id
       where m.project_id = ?::uuid and m.role = 'manager' and u.deleted_at is null`,
      [projectId],
    );
    return row?.n ?? 0;
  },

  async setRole(em: EntityManager, projectId: string, userId: string, role: ProjectRole): Promise<void> {
    await em.execute(
      `insert into project_members (project_id, user_id, role) values (?::uuid, ?::uuid, ?)
       on conflict (project_id, user_id) do update set role = excluded.role`,
      [projectId, userId, role],
    );
  },

  async removeMember(em: EntityManager, projectId: string, userId: string): Promise<boolean> {
    const rows = await em.execute<{ user_id: string }[]>(
      'delete from project_members where project_id = ?::uuid and user_id = ?::uuid returning user_id',
      [projectId, userId],
    );
    return rows.length > 0;
  },

  /** Every person `userIds` names who exists and is not deleted. */
  async activeUser(em: EntityManager, userId: string): Promise<{ id: string; name: string } | null> {
    const [row] = await em.execute<{ id: string; name: string }[]>(
      'select id, name from users where id = ?::uuid and deleted_at is null',
      [userId],
    );
    return row ?? null;
  },

  /** Whether another project already has this name (ignoring case) or key. */
  async clash(
    em: EntityManager,
    fields: { name?: string; key?: string },
    exceptId: string | null,
  ): Promise<{ name: boolean; key: boolean }> {
    const [row] = await em.execute<{ name: boolean; key: boolean }[]>(
      `select
         exists (select 1 from projects where lower(name) = lower(?) and id is distinct from ?::uuid) as name,
         exists (select 1 from projects where key = ? and id is distinct from ?::uuid) as key`,
      [fields.name ?? '', exceptId, fields.key ?? '', exceptId],
    );
    return { name: row?.name === true, key: row?.key === true };
  },
};
