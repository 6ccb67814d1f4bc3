import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { type KnownIds, plausibleInput } from '../../test/hostile-inputs.ts';
import { type ProcedureDef, routerProcedures, sessionCookieOf } from '../../test/router-sweep.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { RouteSpec } from '../modules/route-spec.ts';
import { restPaths } from '../openapi/document.ts';

/**
 * The scope matrix: every REST path of the OpenAPI document and every tRPC procedure
 * of the router that names a task is called with a well-formed input naming a task
 * outside the caller's scope, once per predicate of tasks/task-scope.ts: a task in the
 * trash (as a member and as an admin), and a task of a private project the caller is
 * not in (with every path and procedure that names a project, and the trash's own on
 * a trashed task of that project). Each must answer 404 and change nothing. The lists
 * come from the document and the router, so a new path or procedure that takes a task
 * or a project is in the matrix without anyone adding it; one that forgets the scope
 * fails here.
 */

const app = useTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
let ids: KnownIds;
const cookies: Record<Role, string> = { member: '', admin: '', outsider: '' };
type Role = 'member' | 'admin' | 'outsider';
const ACCOUNTS = { member: 'demo@example.com', admin: 'admin@example.com' } as const;

/** The trash's own paths act on trashed tasks (restore, purge): their scope is the trash. */
const ACTS_ON_TRASH = /^(\/api\/trash|trash\.)/;

const procedures = routerProcedures();

/** A task's id in the input: `taskId` anywhere, `id` or `ids` in the tasks module's own procedures. */
function namesTask(name: string, input: unknown): boolean {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
  const keys = Object.keys(input);
  if (keys.includes('taskId')) return true;
  return name.startsWith('tasks.') && (keys.includes('id') || keys.includes('ids'));
}

const taskRoutes = restPaths.filter(
  (route) => route.path.startsWith('/api/tasks/:id') && !ACTS_ON_TRASH.test(route.path),
);
const taskProcedures = procedures.filter(
  ([name, p]) =>
    !ACTS_ON_TRASH.test(name) && namesTask(name, plausibleInput(p._def.inputs[0] as never, idsPlaceholder())),
);
const trashRoutes = restPaths.filter((route) => ACTS_ON_TRASH.test(route.path) && route.path.includes(':'));
const trashProcedures = procedures.filter(
  ([name, p]) =>
    ACTS_ON_TRASH.test(name) && namesAnId(plausibleInput(p._def.inputs[0] as never, idsPlaceholder())),
);
const projectRoutes = restPaths.filter((route) => route.path.startsWith('/api/projects/:id'));
const projectProcedures = procedures.filter(
  ([name, p]) =>
    name.startsWith('projects.') && namesAnId(plausibleInput(p._def.inputs[0] as never, idsPlaceholder())),
);

function namesAnId(input: unknown): boolean {
  return typeof input === 'object' && input !== null && ('id' in input || 'ids' in input);
}

function idsPlaceholder(): KnownIds {
  const none = '00000000-0000-4000-8000-000000000000';
  return { task: none, comment: none, checklistItem: none, label: none };
}

async function signIn(role: keyof typeof ACCOUNTS): Promise<void> {
  cookies[role] = await sessionCookieOf(app, ACCOUNTS[role]);
}

async function send(role: Role, method: string, path: string, body?: BodyInit, type?: string) {
  const headers: Record<string, string> = { 'x-requested-with': 'matrix', cookie: cookies[role] };
  if (type) headers['content-type'] = type;
  const res = await fetch(app.url + path, { method, headers, body, redirect: 'manual' });
  return { status: res.status, text: await res.text() };
}

function restCall(route: RouteSpec, ids: KnownIds): Call {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'commentId') return ids.comment;
    if (name === 'itemId') return ids.checklistItem;
    return ids.task;
  });
  const method = route.method.toUpperCase();
  if (route.body && 'multipart' in (route.body as object)) {
    const form = new FormData();
    form.append((route.body as { multipart: string }).multipart, new Blob(['matrix']), 'matrix.txt');
    return [method, path, form, undefined];
  }
  if (route.body)
    return [method, path, JSON.stringify(plausibleInput(route.body as never, ids)), 'application/json'];
  return [method, path, undefined, undefined];
}

/**
 * Inputs a plausible value of the schema cannot stand for: a bulk action needs one
 * action, and each of its two (a change, a delete) takes its own way.
 */
const bulkInputs = (ids: KnownIds) => [
  { ids: [ids.task], set: { status: 'done' } },
  { ids: [ids.task], delete: true },
];
const BULK_PATH = '/api/tasks/bulk';

function trpcCalls(name: string, p: ProcedureDef, ids: KnownIds): Call[] {
  const inputs = name === 'tasks.bulk' ? bulkInputs(ids) : [plausibleInput(p._def.inputs[0] as never, ids)];
  return inputs.map((value) => {
    const input = JSON.stringify(value);
    return p._def.type === 'query'
      ? ['GET', `/trpc/${name}?input=${encodeURIComponent(input)}`, undefined, undefined]
      : ['POST', `/trpc/${name}`, input, 'application/json'];
  });
}
type Call = [string, string, BodyInit | undefined, string | undefined];

/** What any call acting on the out-of-scope task would change. */
async function stateOfTask(taskId = ids.task): Promise<unknown> {
  const em = app.app.deps.orm.em.fork() as EntityManager;
  const [row] = await em.execute(
    `select t.version, t.updated_at, t.deleted_at, t.status, t.title,
       (select count(*) from comments c where c.task_id = t.id)::int as comments,
       (select count(*) from history_entries h where h.task_id = t.id)::int as history,
       (select count(*) from task_checklist_items i where i.task_id = t.id)::int as checklist,
       (select count(*) from attachments a where a.task_id = t.id)::int as attachments,
       (select count(*) from task_labels l where l.task_id = t.id)::int as labels
     from tasks t where t.id = ?`,
    [taskId],
  );
  return row;
}

/** Every call of the matrix for these paths and procedures, named as a failure would show it. */
function callsOf(routes: RouteSpec[], named: [string, ProcedureDef][], ids: KnownIds, withBulk = false) {
  return [
    ...routes.map((route) => ({ name: `${route.method} ${route.path}`, call: restCall(route, ids) })),
    ...(withBulk ? bulkInputs(ids) : []).map((input, i) => ({
      name: `post ${BULK_PATH} #${i}`,
      call: ['POST', BULK_PATH, JSON.stringify(input), 'application/json'] as Call,
    })),
    ...named.flatMap(([name, p]) =>
      trpcCalls(name, p, ids).map((call, i) => ({ name: `${name} #${i}`, call })),
    ),
  ];
}

/** The status of each call, as `role`. */
async function answersOf(role: Role, calls: { name: string; call: Call }[]): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const { name, call } of calls) answers[name] = (await send(role, ...call)).status;
  return answers;
}

const allNotFound = (answers: Record<string, number>) =>
  Object.fromEntries(Object.keys(answers).map((name) => [name, 404]));

beforeAll(async () => {
  const member = app.client();
  await member.signIn('demo@example.com', 'demo123');
  const task = await member.post('/api/tasks', { title: 'Out of scope' });
  const comment = await member.post(`/api/tasks/${task.body.id}/comments`, { content: 'Hidden' });
  const item = await member.post(`/api/tasks/${task.body.id}/checklist`, { text: 'Hidden item' });
  const label = await member.post('/api/labels', { name: 'Matrix', color: 'blue' });
  expect((await member.delete(`/api/tasks/${task.body.id}`)).status).toBe(204);
  ids = {
    task: task.body.id,
    comment: comment.body.id,
    checklistItem: item.body.id ?? item.body.checklist?.[0]?.id,
    label: label.body.id,
  };
  expect(Object.values(ids).every((id) => typeof id === 'string')).toBe(true);
  await signIn('member');
  await signIn('admin');
}, 120_000);

describe('the scope matrix over every path and procedure naming a task', () => {
  it('finds the task paths and procedures in the document and the router', () => {
    // A floor, so a matrix that silently lost its rows fails: today 13 paths, 20 procedures.
    expect(taskRoutes.length).toBeGreaterThanOrEqual(12);
    expect(taskProcedures.length).toBeGreaterThanOrEqual(15);
  });

  for (const role of ['member', 'admin'] as const) {
    it(`answers 404 to ${role === 'admin' ? 'an admin' : 'a member'} and changes nothing`, async () => {
      const before = await stateOfTask();
      const answers = await answersOf(role, callsOf(taskRoutes, taskProcedures, ids, true));
      expect(answers).toEqual(allNotFound(answers));
      expect(await stateOfTask()).toEqual(before);
    }, 120_000);
  }
});

describe('the scope matrix for a private project one is not in', () => {
  let inProject: KnownIds;
  let trashed: KnownIds;
  let project: KnownIds;

  /** What any call acting on the project would change: its row and its people. */
  async function stateOfProject(): Promise<unknown> {
    const em = app.app.deps.orm.em.fork() as EntityManager;
    return em.execute(
      `select p.*, (select json_agg(m order by m.user_id) from project_members m where m.project_id = p.id) as members,
         (select count(*) from labels l where l.project_id = p.id)::int as labels
       from projects p where p.id = ?`,
      [project.task],
    );
  }

  beforeAll(async () => {
    const owner = app.client();
    await owner.signIn('demo@example.com', 'demo123');
    const made = await owner.post('/api/projects', { name: 'Matrix private', key: 'MTXP' });
    const projectId = made.body.id as string;
    const label = await owner.post('/api/labels', { projectId, name: 'Private label', color: 'red' });
    const task = await owner.post('/api/tasks', {
      title: 'Private task',
      projectId,
      labelIds: [label.body.id],
    });
    const comment = await owner.post(`/api/tasks/${task.body.id}/comments`, { content: 'Private' });
    const item = await owner.post(`/api/tasks/${task.body.id}/checklist`, { text: 'Private item' });
    inProject = {
      task: task.body.id,
      comment: comment.body.id,
      checklistItem: item.body.id ?? item.body.checklist?.[0]?.id,
      label: label.body.id,
    };
    const gone = await owner.post('/api/tasks', { title: 'Private, trashed', projectId });
    expect((await owner.delete(`/api/tasks/${gone.body.id}`)).status).toBe(204);
    trashed = { ...inProject, task: gone.body.id };
    // The project's id where an input names an id (a person's id in it names nobody).
    project = { ...inProject, task: projectId };
    cookies.outsider = (await app.member('Matrix outsider')).client.cookieHeader;
  }, 120_000);

  it('finds the project paths and procedures in the document and the router', () => {
    // Today 9 paths (get, change, delete, archive, unarchive, members, put and delete a member) and as many procedures.
    expect(projectRoutes.length).toBeGreaterThanOrEqual(8);
    expect(projectProcedures.length).toBeGreaterThanOrEqual(8);
    expect(trashRoutes.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 to a member outside it on every task, trash and project path, and changes nothing', async () => {
    const before = [
      await stateOfTask(inProject.task),
      await stateOfTask(trashed.task),
      await stateOfProject(),
    ];
    const answers = {
      ...(await answersOf('outsider', callsOf(taskRoutes, taskProcedures, inProject, true))),
      ...(await answersOf('outsider', callsOf(trashRoutes, trashProcedures, trashed))),
      ...(await answersOf('outsider', callsOf(projectRoutes, projectProcedures, project))),
    };
    expect(answers).toEqual(allNotFound(answers));
    expect(Object.keys(answers).length).toBeGreaterThanOrEqual(45);
    // Naming the project where a task or label is made or moved to is refused the same way.
    const own = await send(
      'outsider',
      'POST',
      '/api/tasks',
      JSON.stringify({ title: 'Mine' }),
      'application/json',
    );
    const ownId = JSON.parse(own.text).id as string;
    const into = [
      await send(
        'outsider',
        'POST',
        '/api/tasks',
        JSON.stringify({ title: 'In', projectId: project.task }),
        'application/json',
      ),
      await send(
        'outsider',
        'PATCH',
        `/api/tasks/${ownId}`,
        JSON.stringify({ projectId: project.task }),
        'application/json',
      ),
      await send(
        'outsider',
        'POST',
        '/api/labels',
        JSON.stringify({ projectId: project.task, name: 'In', color: 'red' }),
        'application/json',
      ),
      await send(
        'outsider',
        'PATCH',
        `/api/labels/${inProject.label}`,
        JSON.stringify({ name: 'Renamed' }),
        'application/json',
      ),
    ];
    expect(into.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect([
      await stateOfTask(inProject.task),
      await stateOfTask(trashed.task),
      await stateOfProject(),
    ]).toEqual(before);
  }, 180_000);
});
