import type { EntityManager } from '@mikro-orm/postgresql';
import { MEETING_CRITICAL_LIMIT } from '@tm/domain/meeting/meeting.schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { memberHeaders, trpcInput } from '../analytics/member-session.test-helper.ts';
import { DAY, deleteAllTasks, insertTask, insertUser } from '../analytics/task-rows.test-helper.ts';
import { SYSTEM_SCOPE } from '../tasks/task-scope.ts';
import { meetingOverview } from './meeting.service.ts';

const t = useTestApp();
const em = () => t.app.deps.orm.em.fork() as EntityManager;
const base = Date.parse('2026-11-01T09:00:00Z');
const at = (n: number) => new Date(base + n * DAY);

describe('meeting overview', () => {
  it('is empty with no tasks', async () => {
    expect(await meetingOverview(em(), SYSTEM_SCOPE)).toEqual({
      counts: { critical: 0, inProgress: 0, awaitingApproval: 0 },
      critical: [],
    });
  });

  it('counts open tasks and lists critical ones by priority, then due date, undated last', async () => {
    const e = em();
    await deleteAllTasks(e);
    const ann = await insertUser(e, 'Ann', '🦊');
    const task = (title: string, row: Omit<Parameters<typeof insertTask>[2], 'title'>) =>
      insertTask(e, ann, { title, ...row });
    await task('high, due 21, newer', {
      priority: 'high',
      status: 'doing',
      dueDate: '2026-11-21',
      createdAt: at(3),
    });
    await task('urgent, undated', { priority: 'urgent', status: 'doing', assigneeId: ann, createdAt: at(0) });
    await task('urgent, due 25', { priority: 'urgent', dueDate: '2026-11-25', createdAt: at(1) });
    await task('high, due 21, older', { priority: 'high', dueDate: '2026-11-21', createdAt: at(2) });
    await task('urgent, due 20', { priority: 'urgent', dueDate: '2026-11-20', createdAt: at(4) });
    await task('high done', { priority: 'high', status: 'done', createdAt: at(0) });
    await task('medium pending', {
      priority: 'medium',
      status: 'doing',
      clientApproval: 'pending',
      createdAt: at(0),
    });
    await task('low pending', { priority: 'low', clientApproval: 'pending', createdAt: at(0) });
    await task('urgent done pending', {
      priority: 'urgent',
      status: 'done',
      clientApproval: 'pending',
      createdAt: at(0),
    });

    const r = await meetingOverview(e, SYSTEM_SCOPE);
    expect(r.counts).toEqual({ critical: 5, inProgress: 3, awaitingApproval: 2 });
    expect(r.critical.map((c) => c.title)).toEqual([
      'urgent, due 20',
      'urgent, due 25',
      'urgent, undated',
      'high, due 21, older',
      'high, due 21, newer',
    ]);
    const undated = r.critical[2]!;
    expect(undated).toEqual({
      id: expect.any(String),
      title: 'urgent, undated',
      status: 'doing',
      priority: 'urgent',
      dueDate: null,
      assignee: { name: 'Ann', avatar: '🦊' },
    });
    expect(r.critical[0]).toMatchObject({ dueDate: '2026-11-20', assignee: null });
  });

  it(`lists at most ${MEETING_CRITICAL_LIMIT} critical tasks but counts them all`, async () => {
    const e = em();
    await deleteAllTasks(e);
    const ann = await insertUser(e, 'Bea');
    for (let i = 0; i < MEETING_CRITICAL_LIMIT + 3; i++) {
      await insertTask(e, ann, { priority: i % 2 ? 'urgent' : 'high', createdAt: at(i) });
    }
    const r = await meetingOverview(e, SYSTEM_SCOPE);
    expect(r.counts.critical).toBe(MEETING_CRITICAL_LIMIT + 3);
    expect(r.critical).toHaveLength(MEETING_CRITICAL_LIMIT);
  });
});

describe('meeting over HTTP', () => {
  it('is for members only', async () => {
    expect((await t.client().get('/api/meeting')).status).toBe(401);
    expect((await t.client().get(`/trpc/meeting.overview${trpcInput(undefined)}`)).status).toBe(401);
  });

  it('answers members over REST and tRPC', async () => {
    const member = await memberHeaders(t);
    const rest = await t.client().get('/api/meeting', member);
    expect(rest.status).toBe(200);
    expect(rest.body.counts.critical).toBe(MEETING_CRITICAL_LIMIT + 3);
    const trpc = await t.client().get('/trpc/meeting.overview', member);
    expect(trpc.body.result.data).toEqual(rest.body);
  });
});
