import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { snapshotCounts, sql, trpc, trpcData, trpcError } from './task.test-helper.ts';

// The rules are called directly through the router (trpc/caller.test-helper.ts);
// the HTTP tests at the end prove the transport: /trpc answers what REST answers,
// with the status and stable code in the error body.
const t = useTestApp();
let demo: SignedIn;
let bob: SignedIn;
let asDemo: ReturnType<typeof callerAs>;
let asBob: ReturnType<typeof callerAs>;
let anonymous: ReturnType<typeof callerAs>;

beforeAll(async () => {
  demo = await t.demo();
  bob = await t.member('Bob');
  asDemo = callerAs(t, await sessionMember(t, demo.user.id));
  asBob = callerAs(t, await sessionMember(t, bob.user.id));
  anonymous = callerAs(t, null);
});

const create = (input: Record<string, unknown> = {}) => asDemo.tasks.create({ title: 'Via tRPC', ...input });

describe('tasks router', () => {
  it('create, list, update, updateStatus, history and remove', async () => {
    const task = await create({ priority: 'high', dueDate: '2026-07-01' });
    expect(task).toMatchObject({
      title: 'Via tRPC',
      priority: 'high',
      dueDate: '2026-07-01',
      ownerId: demo.user.id,
    });

    expect((await asBob.tasks.list()).map((x) => x.id)).toContain(task.id);

    const updated = await asBob.tasks.update({ id: task.id, title: 'Renamed', version: 1 });
    expect(updated).toMatchObject({ title: 'Renamed', version: 2 });

    const done = await asBob.tasks.updateStatus({ id: task.id, status: 'done' });
    expect(done).toMatchObject({ status: 'done', version: 3 });

    const history = await asDemo.tasks.history({ id: task.id });
    expect(history.map((h) => h.field)).toEqual(['status', 'title', null]);

    expect(await asBob.tasks.remove({ id: task.id })).toEqual({ id: task.id });
    // A removed task goes to the trash (issue 23): out of every read, kept until purged.
    expect(await asDemo.tasks.get({ id: task.id }).catch((e: { code?: string }) => e.code)).toBe('NOT_FOUND');
    const [trashed] = await sql<{ deleted_at: unknown }>(t, 'select deleted_at from tasks where id = ?', [
      task.id,
    ]);
    expect(trashed?.deleted_at).not.toBeNull();
  });

  it('setVisibility, publicList and claim', async () => {
    const task = await create({ title: 'Publish me' });
    expect(await refusal(asBob.tasks.setVisibility({ id: task.id, isPublic: true }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });

    const pub = await asDemo.tasks.setVisibility({ id: task.id, isPublic: true, publicSummary: '' });
    expect(pub).toMatchObject({ isPublic: true, publicSummary: null });

    const publicList = await anonymous.tasks.publicList();
    expect(publicList.find((p) => p.id === task.id)).toMatchObject({ title: 'Publish me', assignee: null });

    const claimed = await asBob.tasks.claim({ id: task.id });
    expect(claimed.assigneeId).toBe(bob.user.id);
    expect(await refusal(asDemo.tasks.claim({ id: task.id }))).toEqual({
      status: 409,
      code: 'TASK_ALREADY_ASSIGNED',
    });
    expect(await refusal(anonymous.tasks.claim({ id: task.id }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses stale versions, bad input, foreign owners and anonymous callers without storing anything', async () => {
    const task = await create();
    await asDemo.tasks.update({ id: task.id, priority: 'low' });
    const before = await snapshotCounts(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    // Inputs the schemas refuse are sent as the wire would carry them.
    const raw = (input: unknown) => input as never;
    const cases = [
      [() => asDemo.tasks.update({ id: task.id, title: 'x', version: 1 }), 409, 'VERSION_CONFLICT'],
      [() => asDemo.tasks.updateStatus({ id: task.id, status: 'done', version: 1 }), 409, 'VERSION_CONFLICT'],
      [() => asDemo.tasks.create({ title: '  ' }), 400, 'TITLE_REQUIRED'],
      [() => asDemo.tasks.create(raw({ title: 'x', extra: 1 })), 400, 'VALIDATION_FAILED'],
      [() => asDemo.tasks.create({ title: 'x', ownerId: bob.user.id }), 403, 'FORBIDDEN'],
      [() => asDemo.tasks.update(raw({ id: task.id, status: 'archived' })), 400, 'VALIDATION_FAILED'],
      [() => asDemo.tasks.update({ id: 'nope', title: 'x' }), 400, 'VALIDATION_FAILED'],
      [() => asDemo.tasks.update({ id: missing, title: 'x' }), 404, 'NOT_FOUND'],
      [() => asDemo.tasks.remove({ id: missing }), 404, 'NOT_FOUND'],
      [() => anonymous.tasks.create({ title: 'anonymous' }), 401, 'UNAUTHENTICATED'],
      [() => anonymous.tasks.remove({ id: task.id }), 401, 'UNAUTHENTICATED'],
      [() => anonymous.tasks.list(), 401, 'UNAUTHENTICATED'],
      [() => anonymous.tasks.history({ id: task.id }), 401, 'UNAUTHENTICATED'],
    ] as const;
    for (const [call, status, code] of cases) {
      expect(await refusal(call()), code).toEqual({ status, code });
    }
    expect(await snapshotCounts(t)).toEqual(before);
  });
});

describe('tasks router over HTTP', () => {
  it('answers what REST answers, and refusals with their status and stable code', async () => {
    const task = trpcData(await trpc.mutate(demo.client, 'tasks.create', { title: 'Over the wire' }));
    expect(task).toMatchObject({ title: 'Over the wire', ownerId: demo.user.id });
    expect(trpcData(await trpc.query(bob.client, 'tasks.list'))).toEqual(
      (await bob.client.get('/api/tasks')).body,
    );
    expect(trpcData(await trpc.query(demo.client, 'tasks.history', { id: task.id }))).toEqual(
      (await demo.client.get(`/api/tasks/${task.id}/history`)).body,
    );
    const before = await snapshotCounts(t);
    expect(
      trpcError(await trpc.mutate(demo.client, 'tasks.update', { id: task.id, title: 'x', version: 9 })),
    ).toEqual({ status: 409, code: 'VERSION_CONFLICT' });
    expect(trpcError(await trpc.mutate(demo.client, 'tasks.create', { title: 'x', extra: 1 }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(trpcError(await trpc.query(t.client(), 'tasks.list'))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(await snapshotCounts(t)).toEqual(before);
  });
});

describe('comments router over HTTP', () => {
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
