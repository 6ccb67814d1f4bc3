import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, snapshotCounts, sql } from '../tasks/task.test-helper.ts';

type Member = SignedIn;

const t = useTestApp();
let demo: Member;
let ann: Member;
let bob: Member;
let admin: Member;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  demo = await t.demo();
  admin = await t.admin();
  ann = await t.member('Ann Author');
  bob = await t.member('Bob Bystander');
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

async function commentBy(m: Member, taskId: string, content = 'First words') {
  const res = await m.client.post(`/api/tasks/${taskId}/comments`, { content });
  expect(res.status).toBe(201);
  return res.body as { id: string; content: string; editedAt: string | null; createdAt: string };
}

const commentRows = (taskId: string) =>
  sql(t, 'select id, content, edited_at from comments where task_id = ? order by created_at', [taskId]);

describe('PATCH /api/tasks/{taskId}/comments/{commentId}', () => {
  it("changes its author's text, sets editedAt and tells every member the comment alone", async () => {
    const task = await createTask(demo.client);
    const added = await commentBy(ann, task.id);
    expect(added.editedAt).toBeNull();
    const socket = await connectSocket(t.url, bob.client.cookieHeader);
    sockets.push(socket);
    const heard = nextEvent(socket, 'comment:updated', (p) => p.taskId === task.id);

    const res = await ann.client.patch(`/api/tasks/${task.id}/comments/${added.id}`, {
      content: '  Better words  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: added.id,
      content: 'Better words',
      createdAt: added.createdAt,
      editedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      authorId: ann.user.id,
      author: { name: 'Ann Author', avatar: expect.any(String) },
    });
    expect(res.body.editedAt >= added.createdAt).toBe(true);
    const [event] = await heard;
    expect(event).toEqual({ taskId: task.id, comment: res.body });

    // Lists answer the edited text and its time (the members' list cache sees the change).
    const list = await demo.client.get('/api/tasks');
    const listed = list.body.find((x: { id: string }) => x.id === task.id);
    expect(listed.comments).toEqual([res.body]);
  });

  it.each([
    ['empty content', { content: ' ' }, 400, 'COMMENT_EMPTY'],
    ['content over 10,000 characters', { content: 'x'.repeat(10_001) }, 400, 'VALIDATION_FAILED'],
    [
      'an unknown key',
      { content: 'x', authorId: '00000000-0000-4000-8000-000000000000' },
      400,
      'VALIDATION_FAILED',
    ],
  ])('refuses %s and changes nothing', async (_what, body, status, code) => {
    const task = await createTask(demo.client);
    const added = await commentBy(ann, task.id);
    const res = await ann.client.patch(`/api/tasks/${task.id}/comments/${added.id}`, body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await commentRows(task.id)).toEqual([{ id: added.id, content: 'First words', edited_at: null }]);
  });

  it("refuses another member's comment with 403 COMMENT_NOT_YOURS, an admin's edit too", async () => {
    const task = await createTask(demo.client);
    const added = await commentBy(ann, task.id);
    for (const other of [bob, admin]) {
      const res = await other.client.patch(`/api/tasks/${task.id}/comments/${added.id}`, {
        content: 'Mine now',
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('COMMENT_NOT_YOURS');
    }
    expect(await commentRows(task.id)).toEqual([{ id: added.id, content: 'First words', edited_at: null }]);
  });

  it('answers 404 for an unknown task, an unknown comment or a comment of another task, and 401 without a session', async () => {
    const task = await createTask(demo.client);
    const other = await createTask(demo.client);
    const added = await commentBy(ann, task.id);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      `/api/tasks/${missing}/comments/${added.id}`,
      `/api/tasks/${task.id}/comments/${missing}`,
      `/api/tasks/${other.id}/comments/${added.id}`,
      `/api/tasks/${task.id}/comments/not-a-uuid`,
    ]) {
      const res = await ann.client.patch(path, { content: 'x' });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const anonymous = await t.client().patch(`/api/tasks/${task.id}/comments/${added.id}`, { content: 'x' });
    expect(anonymous.status).toBe(401);
    expect(await commentRows(task.id)).toEqual([{ id: added.id, content: 'First words', edited_at: null }]);
  });
});

describe('DELETE /api/tasks/{taskId}/comments/{commentId}', () => {
  it('lets the author delete their comment (204) and tells members its id', async () => {
    const task = await createTask(demo.client);
    const added = await commentBy(ann, task.id);
    const kept = await commentBy(bob, task.id, 'Stays');
    const socket = await connectSocket(t.url, demo.client.cookieHeader);
    sockets.push(socket);
    const heard = nextEvent(socket, 'comment:deleted', (p) => p.taskId === task.id);

    const res = await ann.client.delete(`/api/tasks/${task.id}/comments/${added.id}`);
    expect(res.status).toBe(204);
    expect((await heard)[0]).toEqual({ taskId: task.id, id: added.id });
    expect((await commentRows(task.id)).map((r) => r.id)).toEqual([kept.id]);
    const list = await demo.client.get('/api/tasks');
    expect(
      list.body.find((x: { id: string }) => x.id === task.id).comments.map((c: { id: string }) => c.id),
    ).toEqual([kept.id]);
  });

  it("lets an admin delete anyone's comment, refuses another member with 403", async () => {
    const task = await createTask(demo.client);
    const added = await commentBy(ann, task.id);
    const before = await snapshotCounts(t);
    const refused = await bob.client.delete(`/api/tasks/${task.id}/comments/${added.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('COMMENT_NOT_YOURS');
    expect(await snapshotCounts(t)).toEqual(before);

    expect((await admin.client.delete(`/api/tasks/${task.id}/comments/${added.id}`)).status).toBe(204);
    expect(await commentRows(task.id)).toEqual([]);
    // Gone: a second delete finds nothing.
    const again = await ann.client.delete(`/api/tasks/${task.id}/comments/${added.id}`);
    expect(again.status).toBe(404);
  });
});

describe('tRPC comments.edit and comments.delete', () => {
  it('follow the same rules as REST', async () => {
    const task = await createTask(demo.client);
    const added = await commentBy(ann, task.id);
    const asAnn = callerAs(t, await sessionMember(t, ann.user.id));
    const asBob = callerAs(t, await sessionMember(t, bob.user.id));
    const asAdmin = callerAs(t, await sessionMember(t, admin.user.id));

    const edited = await asAnn.comments.edit({ taskId: task.id, commentId: added.id, content: 'Over tRPC' });
    expect(edited).toMatchObject({ id: added.id, content: 'Over tRPC', editedAt: expect.any(String) });
    expect(
      await refusal(asBob.comments.edit({ taskId: task.id, commentId: added.id, content: 'x' })),
    ).toEqual({
      status: 403,
      code: 'COMMENT_NOT_YOURS',
    });
    expect(
      await refusal(asAdmin.comments.edit({ taskId: task.id, commentId: added.id, content: 'x' })),
    ).toEqual({
      status: 403,
      code: 'COMMENT_NOT_YOURS',
    });
    expect(await refusal(asAnn.comments.edit({ taskId: task.id, commentId: added.id, content: '' }))).toEqual(
      {
        status: 400,
        code: 'COMMENT_EMPTY',
      },
    );
    expect(await refusal(asBob.comments.delete({ taskId: task.id, commentId: added.id }))).toEqual({
      status: 403,
      code: 'COMMENT_NOT_YOURS',
    });
    await asAdmin.comments.delete({ taskId: task.id, commentId: added.id });
    expect(await commentRows(task.id)).toEqual([]);
    expect(await refusal(asAnn.comments.delete({ taskId: task.id, commentId: added.id }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
