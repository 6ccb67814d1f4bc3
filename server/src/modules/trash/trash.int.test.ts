import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, eventually, nextEvent } from '../../../test/test-socket.ts';
import {
  type AttachmentsWorld,
  attachmentRows,
  bytes,
  download,
  startAttachmentsWorld,
  storedFiles,
  uploadFile,
} from '../attachments/attachments.test-kit.ts';
import { calendarRepository } from '../calendar/calendar.repository.ts';
import { reminderRepository } from '../reminders/reminder.repository.ts';
import { sql, trpc, trpcData, trpcError } from '../tasks/task.test-helper.ts';
import { SYSTEM_SCOPE } from '../tasks/task-scope.ts';
import { PURGE_TRASH_JOB } from './trash.jobs.ts';
import { purgeExpiredTrash } from './trash.service.ts';

// Issue 23's trash: DELETE keeps answering 204 but the task goes to the trash with
// its comments, files and history; it is then in no list, count, public list,
// meeting, analytics, calendar or history until its owner or an admin restores it
// (same id) or purges it (files too); the daily job purges what is too old.

let w: AttachmentsWorld;
beforeAll(async () => {
  w = await startAttachmentsWorld();
});
afterAll(() => w?.stop());

interface Made {
  id: string;
  title: string;
}

async function taskWithEverything(title: string): Promise<Made> {
  const res = await w.demo.client.post('/api/tasks', {
    title,
    priority: 'urgent',
    dueDate: '2020-01-02',
    assigneeId: w.demo.id,
  });
  expect(res.status).toBe(201);
  const id = res.body.id as string;
  expect(
    (await w.demo.client.post(`/api/tasks/${id}/comments`, { content: 'kept in the trash' })).status,
  ).toBe(201);
  expect((await w.demo.client.patch(`/api/tasks/${id}`, { status: 'doing' })).status).toBe(200);
  expect((await w.demo.client.patch(`/api/tasks/${id}/visibility`, { isPublic: true })).status).toBe(200);
  expect((await uploadFile(w.demo, w.t.url, id, 'plan.txt', bytes(2000))).status).toBe(201);
  return { id, title };
}

/** Every read a member or a visitor has that could show the task. */
async function everywhere(made: Made) {
  const c = w.demo.client;
  const [list, counts, pub, meeting, analytics, urgent, one, history, users] = await Promise.all([
    c.get('/api/tasks'),
    c.get('/api/tasks/counts'),
    w.t.client().get('/api/tasks/public'),
    c.get('/api/meeting'),
    c.get('/api/analytics?days=7'),
    c.get('/api/tasks/urgent?today=2026-11-26'),
    c.get(`/api/tasks/${made.id}`),
    c.get(`/api/tasks/${made.id}/history`),
    w.admin.client.get('/api/users'),
  ]);
  return {
    inList: (list.body as { id: string }[]).some((t) => t.id === made.id),
    counts: counts.body as { todo: number; doing: number; done: number },
    inPublic: JSON.stringify(pub.body).includes(made.id),
    inMeeting: JSON.stringify(meeting.body).includes(made.id),
    analyticsTotal: analytics.body?.total as number,
    inUrgent: JSON.stringify(urgent.body).includes(made.id),
    getStatus: one.status,
    historyStatus: history.status,
    demoActive: (users.body as { id: string; activeCount?: number }[]).find((u) => u.id === w.demo.id),
  };
}

describe('a deleted task goes to the trash', () => {
  it('is in no read any more, is listed in its owner’s trash, and comes back whole with the same id', async () => {
    const made = await taskWithEverything('Trash me whole');
    const before = await everywhere(made);
    expect(before).toMatchObject({
      inList: true,
      inPublic: true,
      inMeeting: true,
      inUrgent: true,
      getStatus: 200,
    });
    const historyBefore = await sql(w.t, 'select count(*)::int as n from history_entries where task_id = ?', [
      made.id,
    ]);

    const socket = await connectSocket(w.t.url, w.demo.client.cookieHeader);
    const deleted = nextEvent(socket, 'task:deleted', (p) => p.id === made.id);
    expect((await w.other.client.delete(`/api/tasks/${made.id}`)).status).toBe(204);
    await deleted;

    const after = await everywhere(made);
    expect(after).toMatchObject({
      inList: false,
      inPublic: false,
      inMeeting: false,
      inUrgent: false,
      getStatus: 404,
      historyStatus: 404,
    });
    expect(after.counts.doing).toBe(before.counts.doing - 1);
    expect(after.analyticsTotal).toBe(before.analyticsTotal - 1);
    // Nothing can be added to a trashed task, and its files are not served.
    expect((await w.demo.client.post(`/api/tasks/${made.id}/comments`, { content: 'no' })).status).toBe(404);
    expect((await w.demo.client.patch(`/api/tasks/${made.id}`, { title: 'no' })).status).toBe(404);
    expect((await w.demo.client.get(`/api/attachments/${made.id}`)).status).toBe(404);
    // Everything is still stored, files included.
    expect(await attachmentRows(w.t, made.id)).toHaveLength(1);
    expect(storedFiles(w.storageRoot).filter((f) => f.startsWith(made.id))).toHaveLength(1);

    // The owner sees it in the trash, with who deleted it; another member does not; an admin does.
    const mine = await w.demo.client.get('/api/trash');
    expect(mine.status).toBe(200);
    expect(mine.body.find((x: { id: string }) => x.id === made.id)).toMatchObject({
      id: made.id,
      title: made.title,
      status: 'doing',
      owner: { id: w.demo.id },
      deletedBy: { name: 'Other Member' },
    });
    const trashed = mine.body.find((x: { id: string }) => x.id === made.id);
    const days = (Date.parse(trashed.purgeAt) - Date.parse(trashed.deletedAt)) / 86_400_000;
    expect(days).toBe(30);
    expect((await w.other.client.get('/api/trash')).body.map((x: { id: string }) => x.id)).not.toContain(
      made.id,
    );
    expect((await w.admin.client.get('/api/trash')).body.map((x: { id: string }) => x.id)).toContain(made.id);

    // Neither restored nor purged by another member.
    expect((await w.other.client.post(`/api/trash/${made.id}/restore`, {})).status).toBe(403);
    expect((await w.other.client.delete(`/api/trash/${made.id}`)).status).toBe(403);

    const created = nextEvent(socket, 'task:created', (t) => t.id === made.id);
    const restored = await w.demo.client.post(`/api/trash/${made.id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: made.id, title: made.title, status: 'doing', isPublic: true });
    expect(restored.body.comments.map((c: { content: string }) => c.content)).toEqual(['kept in the trash']);
    expect((await created)[0].id).toBe(made.id);
    socket.disconnect();

    const back = await everywhere(made);
    expect(back).toMatchObject({
      inList: true,
      inPublic: true,
      inMeeting: true,
      getStatus: 200,
      historyStatus: 200,
    });
    expect(back.counts).toEqual(before.counts);
    expect(
      await sql(w.t, 'select count(*)::int as n from history_entries where task_id = ?', [made.id]),
    ).toEqual(historyBefore);
    const files = await w.demo.client.get(`/api/attachments/${made.id}`);
    expect(files.body).toHaveLength(1);
    const file = await download(w.demo, w.t.url, files.body[0].url);
    expect(file.status).toBe(200);
    expect((await w.demo.client.get('/api/trash')).body.map((x: { id: string }) => x.id)).not.toContain(
      made.id,
    );
    // Restoring again: it is no longer in the trash.
    expect((await w.demo.client.post(`/api/trash/${made.id}/restore`, {})).status).toBe(404);
  });

  it('a bulk delete trashes every task, and an admin restores someone else’s', async () => {
    const a = (await w.demo.client.post('/api/tasks', { title: 'Bulk trash A' })).body.id as string;
    const b = (await w.demo.client.post('/api/tasks', { title: 'Bulk trash B' })).body.id as string;
    expect((await w.demo.client.post('/api/tasks/bulk', { ids: [a, b], delete: true })).status).toBe(204);
    const list = (await w.demo.client.get('/api/tasks')).body.map((t: { id: string }) => t.id);
    expect(list).not.toContain(a);
    expect(list).not.toContain(b);
    const restored = await w.admin.client.post(`/api/trash/${b}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body.id).toBe(b);
  });
});

describe('background reads', () => {
  it('give a trashed task no reminder and no calendar feed entry', async () => {
    const made = await taskWithEverything('Trashed, no reminder');
    const em = () => w.t.app.deps.orm.em.fork() as EntityManager;
    const inReads = async () => ({
      reminder: (await reminderRepository.candidates(em(), new Date())).some((c) => c.id === made.id),
      calendar: (await calendarRepository.tasksWithDueDate(em(), SYSTEM_SCOPE, w.demo.id)).some(
        (c) => c.id === made.id,
      ),
    });
    expect(await inReads()).toEqual({ reminder: true, calendar: true });
    expect((await w.demo.client.delete(`/api/tasks/${made.id}`)).status).toBe(204);
    expect(await inReads()).toEqual({ reminder: false, calendar: false });
  });
});

describe('purging', () => {
  it('deletes the task, its rows and its files for good (204); unknown or live ids are 404', async () => {
    const made = await taskWithEverything('Purge me');
    expect((await w.demo.client.delete(`/api/trash/${made.id}`)).status).toBe(404); // not trashed yet
    expect((await w.demo.client.delete(`/api/tasks/${made.id}`)).status).toBe(204);
    expect((await w.demo.client.delete(`/api/trash/${made.id}`)).status).toBe(204);
    expect(await sql(w.t, 'select id from tasks where id = ?', [made.id])).toEqual([]);
    expect(await sql(w.t, 'select id from comments where task_id = ?', [made.id])).toEqual([]);
    expect(await sql(w.t, 'select id from history_entries where task_id = ?', [made.id])).toEqual([]);
    expect(await attachmentRows(w.t, made.id)).toEqual([]);
    await eventually(
      async () => storedFiles(w.storageRoot).filter((f) => f.startsWith(made.id)).length === 0,
      'the purged task’s files are removed',
    );
    expect((await w.demo.client.delete(`/api/trash/${made.id}`)).status).toBe(404);
    expect((await w.demo.client.delete('/api/trash/not-a-uuid')).status).toBe(404);
  });

  it('the daily job purges tasks trashed longer than the retention and keeps younger ones', async () => {
    const old = await taskWithEverything('Trashed long ago');
    const young = await taskWithEverything('Trashed today');
    for (const m of [old, young]) expect((await w.demo.client.delete(`/api/tasks/${m.id}`)).status).toBe(204);
    await sql(w.t, `update tasks set deleted_at = now() - interval '31 days' where id = ?`, [old.id]);
    expect(w.t.app.deps.jobs).toBeTruthy();
    const purged = await purgeExpiredTrash(w.t.app.deps);
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await sql(w.t, 'select id from tasks where id = ?', [old.id])).toEqual([]);
    expect(await sql(w.t, 'select id from tasks where id = ?', [young.id])).toHaveLength(1);
    await eventually(
      async () => storedFiles(w.storageRoot).filter((f) => f.startsWith(old.id)).length === 0,
      'the expired task’s files are removed',
    );
    expect(storedFiles(w.storageRoot).filter((f) => f.startsWith(young.id))).toHaveLength(1);
    expect(PURGE_TRASH_JOB).toBe('trash-purge');
  });
});

describe('the trash over tRPC', () => {
  it('lists, restores and purges as REST does, with the same refusals', async () => {
    const a = (await w.demo.client.post('/api/tasks', { title: 'tRPC trash A' })).body.id as string;
    const b = (await w.demo.client.post('/api/tasks', { title: 'tRPC trash B' })).body.id as string;
    for (const id of [a, b]) await w.demo.client.delete(`/api/tasks/${id}`);
    const listRes = await trpc.query(w.demo.client, 'trash.list');
    expect(listRes.status, listRes.text).toBe(200);
    const listed = trpcData(listRes) as { id: string }[];
    expect(listed.map((x) => x.id)).toEqual(expect.arrayContaining([a, b]));
    expect(trpcError(await trpc.mutate(w.other.client, 'trash.restore', { taskId: a }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(trpcData(await trpc.mutate(w.demo.client, 'trash.restore', { taskId: a }))).toMatchObject({
      id: a,
    });
    expect(trpcData(await trpc.mutate(w.demo.client, 'trash.purge', { taskId: b }))).toEqual({ id: b });
    expect(trpcError(await trpc.mutate(w.demo.client, 'trash.purge', { taskId: 'nope' }))).toMatchObject({
      status: 400,
    });
    const em = w.t.app.deps.orm.em.fork() as EntityManager;
    expect(await em.execute('select id from tasks where id = ?', [b])).toEqual([]);
  });
});
