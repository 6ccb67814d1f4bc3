import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoMember, newMember, snapshotCounts, sql, trpc, trpcData, trpcError } from './task.test-helper.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoMember>>;
let bob: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  t = await startTestApp();
  demo = await demoMember(t);
  bob = await newMember(t, 'Bob');
});
afterAll(() => t?.stop());

const create = async (input: Record<string, unknown> = {}) =>
  trpcData(await trpc.mutate(demo.client, 'tasks.create', { title: 'Via tRPC', ...input }));

describe('tasks router', () => {
  it('create, list, update, updateStatus, history and remove go through the same services as REST', async () => {
    const task = await create({ priority: 'high', dueDate: '2026-07-01' });
    expect(task).toMatchObject({
      title: 'Via tRPC',
      priority: 'high',
      dueDate: '2026-07-01',
      ownerId: demo.user.id,
    });

    const list = trpcData(await trpc.query(bob.client, 'tasks.list'));
    expect(list.map((x: { id: string }) => x.id)).toContain(task.id);
    expect(list).toEqual((await bob.client.get('/api/tasks')).body);

    const updated = trpcData(
      await trpc.mutate(bob.client, 'tasks.update', { id: task.id, title: 'Renamed', version: 1 }),
    );
    expect(updated).toMatchObject({ title: 'Renamed', version: 2 });

    const done = trpcData(
      await trpc.mutate(bob.client, 'tasks.updateStatus', { id: task.id, status: 'done' }),
    );
    expect(done).toMatchObject({ status: 'done', version: 3 });

    const history = trpcData(await trpc.query(demo.client, 'tasks.history', { id: task.id }));
    expect(history.map((h: { field: string | null }) => h.field)).toEqual(['status', 'title', null]);
    expect(history).toEqual((await demo.client.get(`/api/tasks/${task.id}/history`)).body);

    expect(trpcData(await trpc.mutate(bob.client, 'tasks.remove', { id: task.id }))).toEqual({ id: task.id });
    expect(await sql(t, 'select id from tasks where id = ?', [task.id])).toEqual([]);
  });

  it('setVisibility, publicList and claim', async () => {
    const task = await create({ title: 'Publish me' });
    const denied = await trpc.mutate(bob.client, 'tasks.setVisibility', { id: task.id, isPublic: true });
    expect(trpcError(denied)).toEqual({ status: 403, code: 'FORBIDDEN' });

    const pub = trpcData(
      await trpc.mutate(demo.client, 'tasks.setVisibility', {
        id: task.id,
        isPublic: true,
        publicSummary: '',
      }),
    );
    expect(pub).toMatchObject({ isPublic: true, publicSummary: null });

    const anonymous = t.client();
    const publicList = trpcData(await trpc.query(anonymous, 'tasks.publicList'));
    expect(publicList.find((p: { id: string }) => p.id === task.id)).toMatchObject({
      title: 'Publish me',
      assignee: null,
    });

    const claimed = trpcData(await trpc.mutate(bob.client, 'tasks.claim', { id: task.id }));
    expect(claimed.assigneeId).toBe(bob.user.id);
    expect(trpcError(await trpc.mutate(demo.client, 'tasks.claim', { id: task.id }))).toEqual({
      status: 409,
      code: 'TASK_ALREADY_ASSIGNED',
    });
    expect(trpcError(await trpc.mutate(anonymous, 'tasks.claim', { id: task.id }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses stale versions, bad input, foreign owners and anonymous callers without storing anything', async () => {
    const task = await create();
    await trpc.mutate(demo.client, 'tasks.update', { id: task.id, priority: 'low' });
    const before = await snapshotCounts(t);
    const cases = [
      [demo.client, 'tasks.update', { id: task.id, title: 'x', version: 1 }, 409, 'VERSION_CONFLICT'],
      [
        demo.client,
        'tasks.updateStatus',
        { id: task.id, status: 'done', version: 1 },
        409,
        'VERSION_CONFLICT',
      ],
      [demo.client, 'tasks.create', { title: '  ' }, 400, 'TITLE_REQUIRED'],
      [demo.client, 'tasks.create', { title: 'x', extra: 1 }, 400, 'VALIDATION_FAILED'],
      [demo.client, 'tasks.create', { title: 'x', ownerId: bob.user.id }, 403, 'FORBIDDEN'],
      [demo.client, 'tasks.update', { id: task.id, status: 'archived' }, 400, 'VALIDATION_FAILED'],
      [demo.client, 'tasks.update', { id: 'nope', title: 'x' }, 400, 'VALIDATION_FAILED'],
      [
        demo.client,
        'tasks.update',
        { id: '00000000-0000-4000-8000-000000000000', title: 'x' },
        404,
        'NOT_FOUND',
      ],
      [demo.client, 'tasks.remove', { id: '00000000-0000-4000-8000-000000000000' }, 404, 'NOT_FOUND'],
      [t.client(), 'tasks.create', { title: 'anonymous' }, 401, 'UNAUTHENTICATED'],
      [t.client(), 'tasks.remove', { id: task.id }, 401, 'UNAUTHENTICATED'],
    ] as const;
    for (const [client, path, input, status, code] of cases) {
      expect(trpcError(await trpc.mutate(client, path, input)), `${path} ${JSON.stringify(input)}`).toEqual({
        status,
        code,
      });
    }
    expect(trpcError(await trpc.query(t.client(), 'tasks.list'))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(trpcError(await trpc.query(t.client(), 'tasks.history', { id: task.id }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(await snapshotCounts(t)).toEqual(before);
  });
});

describe('comments router', () => {
  it('adds a comment as the session user and refuses empty text or another author', async () => {
    const task = await create();
    const comment = trpcData(
      await trpc.mutate(bob.client, 'comments.add', { taskId: task.id, content: ' Looks good ' }),
    );
    expect(comment).toMatchObject({ content: 'Looks good', authorId: bob.user.id, author: { name: 'Bob' } });
    const before = await snapshotCounts(t);
    expect(
      trpcError(await trpc.mutate(bob.client, 'comments.add', { taskId: task.id, content: '   ' })),
    ).toEqual({
      status: 400,
      code: 'COMMENT_EMPTY',
    });
    expect(
      trpcError(
        await trpc.mutate(bob.client, 'comments.add', {
          taskId: task.id,
          content: 'x',
          authorId: demo.user.id,
        }),
      ),
    ).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await snapshotCounts(t)).toEqual(before);
  });
});
