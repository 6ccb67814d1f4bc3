import { GENERAL_PROJECT_ID } from '@tm/domain/project/project-constants';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, eventually, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, sql } from '../tasks/task.test-helper.ts';

// Projects (issue 31): a private project is seen only by the people added to it; the
// others get 404 on every path, hear nothing of it, and every refusal changes nothing.

const t = useTestApp();
let ann: SignedIn;
let bo: SignedIn;
let cy: SignedIn;
const sockets: TestSocket[] = [];
let keys = 0;

beforeAll(async () => {
  ann = await t.member('Ann Projects');
  bo = await t.member('Bo Projects');
  cy = await t.member('Cy Projects');
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

interface ProjectBody {
  id: string;
  key: string;
  name: string;
}

async function newProject(by: SignedIn, fields: Record<string, unknown> = {}): Promise<ProjectBody> {
  const key = `P${(++keys).toString(36).toUpperCase()}${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const res = await by.client.post('/api/projects', { name: `Project ${key}`, key, ...fields });
  if (res.status !== 201) throw new Error(`project create failed: ${res.status} ${res.text}`);
  return res.body;
}

const projectRows = () => sql(t, 'select * from projects order by id');
const memberRows = () => sql(t, 'select project_id, user_id, role from project_members order by 1, 2');

describe('projects', () => {
  it('are created private with their creator as manager, listed with counts, and found by id', async () => {
    const web = await newProject(ann, {
      name: 'Website',
      key: 'web1',
      color: 'teal',
      description: '**Ours**',
    });
    expect(web).toMatchObject({
      name: 'Website',
      key: 'WEB1',
      color: 'teal',
      description: '**Ours**',
      openToAllMembers: false,
      showOnInstanceDashboard: true,
      archivedAt: null,
      myRole: 'manager',
      counts: { todo: 0, doing: 0, done: 0, overdue: 0, awaitingApproval: 0 },
    });
    await createTask(ann.client, { projectId: web.id, dueDate: '2020-01-01' });
    await createTask(ann.client, { projectId: web.id, clientApproval: 'pending' });
    const mine = await ann.client.get('/api/projects');
    expect(mine.status).toBe(200);
    expect(mine.body.find((p: ProjectBody) => p.id === web.id).counts).toEqual({
      todo: 2,
      doing: 0,
      done: 0,
      overdue: 1,
      awaitingApproval: 1,
    });
    // Everyone is in General (open to all members); nobody else in Website.
    expect(mine.body.map((p: ProjectBody) => p.key)).toContain('GEN');
    const bos = await bo.client.get('/api/projects');
    expect(bos.body.map((p: ProjectBody) => p.key)).toEqual(expect.arrayContaining(['GEN']));
    expect(bos.body.map((p: ProjectBody) => p.id)).not.toContain(web.id);
    expect((await bo.client.get(`/api/projects/${web.id}`)).status).toBe(404);
    // An admin sees it with `all=1`, without being in it.
    const admin = await t.admin();
    const all = await admin.client.get('/api/projects?all=1');
    expect(all.body.find((p: ProjectBody) => p.id === web.id)).toMatchObject({ myRole: null });
  });

  it('refuse a duplicate name or key, a bad key and an unknown colour, changing nothing', async () => {
    const taken = await newProject(ann, { name: 'Taken name' });
    const before = await projectRows();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: 'TAKEN NAME', key: 'FRESH1' }, 409, 'PROJECT_NAME_TAKEN'],
      [{ name: 'Fresh', key: taken.key }, 409, 'PROJECT_KEY_TAKEN'],
      [{ name: 'Fresh', key: '1AB' }, 400, 'PROJECT_KEY_INVALID'],
      [{ name: 'Fresh', key: 'A' }, 400, 'PROJECT_KEY_INVALID'],
      [{ name: 'Fresh', key: 'ABCDEFGHIJK' }, 400, 'PROJECT_KEY_INVALID'],
      [{ name: 'Fresh', key: 'AB-C' }, 400, 'PROJECT_KEY_INVALID'],
      [{ name: '', key: 'FRESH2' }, 400, 'PROJECT_NAME_REQUIRED'],
      [{ name: 'x'.repeat(101), key: 'FRESH3' }, 400, 'PROJECT_NAME_TOO_LONG'],
      [{ name: 'Fresh', key: 'FRESH4', color: 'black' }, 400, 'PROJECT_COLOR_INVALID'],
      [{ name: 'Fresh', key: 'FRESH5', description: 'd'.repeat(5001) }, 400, 'DESCRIPTION_TOO_LONG'],
    ];
    for (const [body, status, code] of cases) {
      const res = await ann.client.post('/api/projects', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const renamed = await ann.client.patch(`/api/projects/${taken.id}`, { key: 'GEN' });
    expect([renamed.status, renamed.body.code]).toEqual([409, 'PROJECT_KEY_TAKEN']);
    expect(await projectRows()).toEqual(before);
  });

  it('are changed, archived and unarchived by their managers only; members and outsiders are refused', async () => {
    const p = await newProject(ann);
    await ann.client.put(`/api/projects/${p.id}/members/${bo.user.id}`, { role: 'member' });
    const asMember = await bo.client.patch(`/api/projects/${p.id}`, { name: 'By a member' });
    expect([asMember.status, asMember.body.code]).toEqual([403, 'FORBIDDEN']);
    const asOutsider = await cy.client.patch(`/api/projects/${p.id}`, { name: 'By an outsider' });
    expect([asOutsider.status, asOutsider.body.code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    const changed = await ann.client.patch(`/api/projects/${p.id}`, { name: 'Renamed', key: 'RNM' + keys });
    expect(changed.body).toMatchObject({ name: 'Renamed', key: `RNM${keys}` });
    const task = await createTask(bo.client, { projectId: p.id });
    expect(task.ref).toBe(`RNM${keys}-1`);

    const archived = await ann.client.post(`/api/projects/${p.id}/archive`);
    expect(archived.body.archivedAt).not.toBeNull();
    const before = await sql(t, 'select * from tasks where id = ?', [task.id]);
    for (const res of [
      await bo.client.patch(`/api/tasks/${task.id}`, { title: 'Changed' }),
      await bo.client.post(`/api/tasks/${task.id}/comments`, { content: 'Hello' }),
      await bo.client.post('/api/tasks', { title: 'New', projectId: p.id }),
      await bo.client.delete(`/api/tasks/${task.id}`),
      await ann.client.patch(`/api/projects/${p.id}`, { name: 'While archived' }),
    ]) {
      expect([res.status, res.body.code]).toEqual([409, 'PROJECT_ARCHIVED']);
    }
    expect(await sql(t, 'select * from tasks where id = ?', [task.id])).toEqual(before);
    // Still readable, and hidden from the lists unless asked for.
    expect((await bo.client.get(`/api/tasks/${task.id}`)).status).toBe(200);
    const ids = (list: { id: string }[]) => list.map((x) => x.id);
    expect(ids((await bo.client.get('/api/tasks/cards')).body.tasks)).not.toContain(task.id);
    expect(ids((await bo.client.get(`/api/tasks/cards?projectId=${p.id}`)).body.tasks)).toEqual([task.id]);
    const unarchived = await ann.client.post(`/api/projects/${p.id}/unarchive`);
    expect(unarchived.body.archivedAt).toBeNull();
    expect((await bo.client.patch(`/api/tasks/${task.id}`, { title: 'Changed' })).status).toBe(200);
  });

  it('are deleted when empty, refused with tasks unless they move elsewhere first', async () => {
    const from = await newProject(ann);
    const to = await newProject(ann);
    await sql(
      t,
      `insert into labels (id, name, color, project_id) values (gen_random_uuid(), 'Bug', 'red', ?)`,
      [to.id],
    );
    const bug = await ann.client.post('/api/labels', { projectId: from.id, name: 'bug', color: 'blue' });
    const only = await ann.client.post('/api/labels', {
      projectId: from.id,
      name: 'Only here',
      color: 'blue',
    });
    const task = await createTask(ann.client, { projectId: from.id, labelIds: [bug.body.id, only.body.id] });
    const refused = await ann.client.delete(`/api/projects/${from.id}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'PROJECT_NOT_EMPTY']);
    const moved = await ann.client.delete(`/api/projects/${from.id}?moveTasksTo=${to.id}`);
    expect(moved.status).toBe(204);
    const after = await ann.client.get(`/api/tasks/${task.id}`);
    expect(after.body).toMatchObject({ projectId: to.id, ref: `${to.key}-1` });
    expect(after.body.labels.map((l: { name: string }) => l.name)).toEqual(['Bug']);
    const empty = await newProject(ann);
    expect((await ann.client.delete(`/api/projects/${empty.id}`)).status).toBe(204);
    expect((await ann.client.get(`/api/projects/${empty.id}`)).status).toBe(404);
  });
});

describe('a private project’s tasks', () => {
  it('answer 404 to people outside it on every path, and are missing from their lists', async () => {
    const p = await newProject(ann);
    const task = await createTask(ann.client, { projectId: p.id, title: 'Secret plan' });
    expect(task).toMatchObject({ projectId: p.id, number: 1, ref: `${p.key}-1` });
    for (const res of [
      await bo.client.get(`/api/tasks/${task.id}`),
      await bo.client.patch(`/api/tasks/${task.id}`, { title: 'Leaked' }),
      await bo.client.delete(`/api/tasks/${task.id}`),
      await bo.client.post(`/api/tasks/${task.id}/claim`),
      await bo.client.get(`/api/tasks/${task.id}/history`),
      await bo.client.post(`/api/tasks/${task.id}/comments`, { content: 'Hi' }),
      await bo.client.post('/api/tasks/bulk', { ids: [task.id], set: { priority: 'high' } }),
    ]) {
      expect(res.status).toBe(404);
    }
    const created = await bo.client.post('/api/tasks', { title: 'Into it', projectId: p.id });
    expect([created.status, created.body.code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    const lists = [
      (await bo.client.get('/api/tasks')).body,
      (await bo.client.get('/api/tasks/cards')).body.tasks,
      (await bo.client.get('/api/tasks/urgent')).body.tasks,
    ];
    for (const list of lists) expect(list.map((x: { id: string }) => x.id)).not.toContain(task.id);
    const stored = await sql(t, 'select title, version from tasks where id = ?', [task.id]);
    expect(stored).toEqual([{ title: 'Secret plan', version: 1 }]);
  });

  it('reach a person added to the project, and leave them the moment they are removed', async () => {
    const p = await newProject(ann);
    const task = await createTask(ann.client, { projectId: p.id });
    const socket = await connectSocket(t.url, cy.client.cookieHeader);
    sockets.push(socket);

    const added = await ann.client.put(`/api/projects/${p.id}/members/${cy.user.id}`, { role: 'member' });
    expect(added.status).toBe(200);
    // Cy sees no e-mails as a member; Ann, the manager, does.
    const asCy = await cy.client.get(`/api/projects/${p.id}/members`);
    expect(asCy.body.find((m: { userId: string }) => m.userId === ann.user.id).email).toBeUndefined();
    expect(added.body.find((m: { userId: string }) => m.userId === cy.user.id)).toMatchObject({
      role: 'member',
      email: expect.any(String),
    });
    expect((await cy.client.get(`/api/tasks/${task.id}`)).status).toBe(200);
    await eventually(
      async () => {
        const heard = nextEvent(socket, 'task:updated', (u) => u.id === task.id);
        await ann.client.patch(`/api/tasks/${task.id}`, { priority: 'high' });
        return Promise.race([
          heard.then(() => true),
          new Promise<false>((r) => setTimeout(() => r(false), 300)),
        ]);
      },
      'the added member hears the project’s tasks',
      20,
    );

    socket.received.length = 0;
    expect((await ann.client.delete(`/api/projects/${p.id}/members/${cy.user.id}`)).status).toBe(204);
    expect((await cy.client.get(`/api/tasks/${task.id}`)).status).toBe(404);
    // Told to read projects again once the socket has left the project's room.
    await eventually(
      async () => socket.received.some(([event]) => event === 'projects:access'),
      'the removed member is told',
    );
    socket.received.length = 0;
    await ann.client.patch(`/api/tasks/${task.id}`, { priority: 'low' });
    await createTask(ann.client, { projectId: p.id });
    // A task of General reaches Cy: anything of the project would have arrived before it.
    const general = await createTask(ann.client, { projectId: GENERAL_PROJECT_ID });
    await eventually(
      async () =>
        socket.received.some(
          ([event, x]) => event === 'task:created' && (x as { id: string }).id === general.id,
        ),
      'the General task arrives',
    );
    expect(
      socket.received.filter(([, payload]) => (payload as { projectId?: string })?.projectId === p.id),
    ).toEqual([]);
  });

  it('leave the inbox of a person removed from the project, and tell them nothing more', async () => {
    const p = await newProject(ann);
    await ann.client.put(`/api/projects/${p.id}/members/${cy.user.id}`, { role: 'member' });
    const task = await createTask(ann.client, { projectId: p.id, title: 'Assigned then gone' });
    await ann.client.patch(`/api/tasks/${task.id}`, { assigneeId: cy.user.id });
    const inbox = async () =>
      ((await cy.client.get('/api/notifications')).body.items as { taskId: string }[]).map((i) => i.taskId);
    await eventually(async () => (await inbox()).includes(task.id), 'the assignment reaches the inbox');
    await ann.client.delete(`/api/projects/${p.id}/members/${cy.user.id}`);
    expect(await inbox()).not.toContain(task.id);
    // Assigning someone outside the project is refused.
    const outside = await ann.client.patch(`/api/tasks/${task.id}`, { assigneeId: bo.user.id });
    expect([outside.status, outside.body.code]).toEqual([400, 'ASSIGNEE_NOT_FOUND']);
  });

  it('keep at least one manager and take roles only from managers', async () => {
    const p = await newProject(ann);
    const before = await memberRows();
    const last = await ann.client.put(`/api/projects/${p.id}/members/${ann.user.id}`, { role: 'member' });
    expect([last.status, last.body.code]).toEqual([409, 'LAST_MANAGER']);
    const leave = await ann.client.delete(`/api/projects/${p.id}/members/${ann.user.id}`);
    expect([leave.status, leave.body.code]).toEqual([409, 'LAST_MANAGER']);
    const badRole = await ann.client.put(`/api/projects/${p.id}/members/${bo.user.id}`, { role: 'owner' });
    expect([badRole.status, badRole.body.code]).toEqual([400, 'PROJECT_ROLE_INVALID']);
    const unknown = await ann.client.put(`/api/projects/${p.id}/members/${crypto.randomUUID()}`, {
      role: 'member',
    });
    expect(unknown.status).toBe(404);
    const outsider = await bo.client.put(`/api/projects/${p.id}/members/${bo.user.id}`, { role: 'manager' });
    expect([outsider.status, outsider.body.code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    expect(await memberRows()).toEqual(before);
  });
});

describe('moving a task between projects', () => {
  it('gives it the next number there, keeps same-named labels and records the move', async () => {
    const a = await newProject(ann);
    const b = await newProject(ann);
    await createTask(ann.client, { projectId: b.id });
    const shared = await ann.client.post('/api/labels', { projectId: a.id, name: 'Shared', color: 'red' });
    const own = await ann.client.post('/api/labels', { projectId: a.id, name: 'Own', color: 'red' });
    const there = await ann.client.post('/api/labels', { projectId: b.id, name: 'shared', color: 'green' });
    const task = await createTask(ann.client, { projectId: a.id, labelIds: [shared.body.id, own.body.id] });
    const moved = await ann.client.patch(`/api/tasks/${task.id}`, { projectId: b.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ projectId: b.id, number: 2, ref: `${b.key}-2` });
    expect(moved.body.labels.map((l: { id: string }) => l.id)).toEqual([there.body.id]);
    const history = await ann.client.get(`/api/tasks/${task.id}/history`);
    expect(history.body.find((h: { field: string }) => h.field === 'project')).toMatchObject({
      oldValue: expect.stringContaining(a.key),
      newValue: expect.stringContaining(b.key),
    });
    // A label of the other project is refused on a task.
    const foreign = await ann.client.patch(`/api/tasks/${task.id}`, { labelIds: [own.body.id] });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'LABEL_NOT_FOUND']);
  });

  it('is refused into a project the mover is not in, changing nothing', async () => {
    const mine = await newProject(bo);
    const theirs = await newProject(ann);
    const task = await createTask(bo.client, { projectId: mine.id });
    const res = await bo.client.patch(`/api/tasks/${task.id}`, { projectId: theirs.id });
    expect([res.status, res.body.code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    expect((await bo.client.get(`/api/tasks/${task.id}`)).body).toMatchObject({
      projectId: mine.id,
      version: 1,
    });
  });
});

describe('projects over tRPC', () => {
  it('call the same rules', async () => {
    const asAnn = callerAs(t, await sessionMember(t, ann.user.id));
    const asBo = callerAs(t, await sessionMember(t, bo.user.id));
    const made = await asAnn.projects.create({ name: 'Over tRPC', key: 'TRPC1' });
    expect(made).toMatchObject({ key: 'TRPC1', myRole: 'manager' });
    expect(await refusal(asBo.projects.get({ id: made.id }))).toEqual({
      status: 404,
      code: 'PROJECT_NOT_FOUND',
    });
    await asAnn.projects.setMember({ id: made.id, userId: bo.user.id, role: 'manager' });
    expect(await asBo.projects.get({ id: made.id })).toMatchObject({ myRole: 'manager' });
    await asBo.projects.removeMember({ id: made.id, userId: ann.user.id });
    expect(await refusal(asAnn.projects.get({ id: made.id }))).toEqual({
      status: 404,
      code: 'PROJECT_NOT_FOUND',
    });
    expect((await asBo.projects.list()).map((p) => p.id)).toContain(made.id);
  });

  it('General holds what existed before projects and is open to every member', async () => {
    const [general] = await sql<{ key: string; open_to_all_members: boolean }>(
      t,
      'select key, open_to_all_members from projects where id = ?',
      [GENERAL_PROJECT_ID],
    );
    expect(general).toEqual({ key: 'GEN', open_to_all_members: true });
    // The seeded admin is its manager; every other member is in it because it is open.
    const roles = await sql<{ email: string; role: string }>(
      t,
      `select u.email, r.role from project_readers r join users u on u.id = r.user_id
       where r.project_id = ? and u.email in ('admin@example.com', 'demo@example.com') order by u.email`,
      [GENERAL_PROJECT_ID],
    );
    expect(roles).toEqual([
      { email: 'admin@example.com', role: 'manager' },
      { email: 'demo@example.com', role: 'member' },
    ]);
    const task = await createTask(cy.client);
    expect(task.projectId).toBe(GENERAL_PROJECT_ID);
    expect((await bo.client.get(`/api/tasks/${task.id}`)).status).toBe(200);
  });
});

describe('people outside one’s projects', () => {
  it('are neither listed nor shown online; a token limited to a project reads only its tasks', async () => {
    const admin = await t.admin();
    // Without the open General, Dee and Eve share no project.
    await admin.client.patch(`/api/projects/${GENERAL_PROJECT_ID}`, { openToAllMembers: false });
    try {
      const dee = await t.member('Dee Apart');
      const eve = await t.member('Eve Apart');
      const deeSocket = await connectSocket(t.url, dee.client.cookieHeader);
      const eveSocket = await connectSocket(t.url, eve.client.cookieHeader);
      sockets.push(deeSocket, eveSocket);
      const names = async (who: SignedIn) =>
        ((await who.client.get('/api/users')).body as { name: string }[]).map((u) => u.name);
      expect(await names(dee)).toEqual(['Dee Apart']);
      const shared = await newProject(dee);
      await dee.client.put(`/api/projects/${shared.id}/members/${eve.user.id}`, { role: 'member' });
      expect(await names(dee)).toEqual(['Dee Apart', 'Eve Apart']);
      await eventually(async () => {
        const lists = deeSocket.received.filter(([event]) => event === 'users:online');
        const last = lists.at(-1)?.[1] as { name: string }[] | undefined;
        return last?.some((u) => u.name === 'Eve Apart');
      }, 'Dee sees Eve online once they share a project');
      expect(
        deeSocket.received
          .filter(([event]) => event === 'users:online')
          .flatMap(([, users]) => (users as { name: string }[]).map((u) => u.name)),
      ).not.toContain('Ann Projects');

      // A token of Dee's limited to the shared project.
      const other = await newProject(dee);
      const inShared = await createTask(dee.client, { projectId: shared.id });
      const inOther = await createTask(dee.client, { projectId: other.id });
      const token = await dee.client.post('/api/tokens', {
        name: 'Shared only',
        scope: 'read',
        expiresInDays: 30,
        projectIds: [shared.id],
      });
      expect(token.status).toBe(201);
      const bearer = { authorization: `Bearer ${token.body.token}` };
      const list = await fetch(`${t.url}/api/tasks`, { headers: bearer }).then((r) => r.json());
      const ids = (list as { id: string }[]).map((x) => x.id);
      expect(ids).toContain(inShared.id);
      expect(ids).not.toContain(inOther.id);
      expect((await fetch(`${t.url}/api/tasks/${inOther.id}`, { headers: bearer })).status).toBe(404);
      const foreign = await dee.client.post('/api/tokens', {
        name: 'Not mine',
        scope: 'read',
        expiresInDays: 30,
        projectIds: [crypto.randomUUID()],
      });
      expect([foreign.status, foreign.body.code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    } finally {
      await admin.client.patch(`/api/projects/${GENERAL_PROJECT_ID}`, { openToAllMembers: true });
    }
  });
});
