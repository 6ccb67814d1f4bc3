import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { createTask, snapshotCounts, sql } from '../tasks/task.test-helper.ts';

const t = useTestApp();
let demo: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  demo = await t.demo();
  bob = await t.member('Bob Commenter');
});

describe('POST /api/tasks/{id}/comments', () => {
  it('adds a trimmed comment by the session user, verbatim otherwise', async () => {
    const task = await createTask(demo.client);
    const content = '  <b>not</b> escaped & kept \n multi-line  ';
    const res = await bob.client.post(`/api/tasks/${task.id}/comments`, { content, authorId: bob.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      content: '<b>not</b> escaped & kept \n multi-line',
      createdAt: expect.any(String),
      editedAt: null,
      authorId: bob.user.id,
      author: { name: 'Bob Commenter', avatar: expect.any(String) },
    });
    const rows = await sql(t, 'select author_id, content from comments where task_id = ?', [task.id]);
    expect(rows).toEqual([{ author_id: bob.user.id, content: '<b>not</b> escaped & kept \n multi-line' }]);
    // Comments are not among SPEC's history fields.
    expect(
      await sql(t, `select id from history_entries where task_id = ? and action = 'updated'`, [task.id]),
    ).toEqual([]);
  });

  it.each([
    ['empty content', { content: '' }, 400, 'COMMENT_EMPTY'],
    ['blank content', { content: ' \n\t ' }, 400, 'COMMENT_EMPTY'],
    ['missing content', {}, 400, 'VALIDATION_FAILED'],
    ['content over 10,000 characters', { content: 'x'.repeat(10_001) }, 400, 'VALIDATION_FAILED'],
    ['an unknown key', { content: 'x', taskId: 'y' }, 400, 'VALIDATION_FAILED'],
    ['another author', { content: 'x', authorId: '00000000-0000-4000-8000-000000000000' }, 403, 'FORBIDDEN'],
  ])('refuses %s and stores nothing', async (_what, body, status, code) => {
    const task = await createTask(demo.client);
    const before = await snapshotCounts(t);
    const res = await bob.client.post(`/api/tasks/${task.id}/comments`, body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await snapshotCounts(t)).toEqual(before);
  });

  it('answers 404 for an unknown task and 401 without a session', async () => {
    const missing = await bob.client.post('/api/tasks/00000000-0000-4000-8000-000000000000/comments', {
      content: 'x',
    });
    expect(missing.status).toBe(404);
    const task = await createTask(demo.client);
    expect((await t.client().post(`/api/tasks/${task.id}/comments`, { content: 'x' })).status).toBe(401);
    expect(await sql(t, 'select id from comments where task_id = ?', [task.id])).toEqual([]);
  });
});
