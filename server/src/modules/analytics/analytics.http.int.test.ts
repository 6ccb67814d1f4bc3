import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { memberHeaders, trpcInput } from './member-session.test-helper.ts';
import { DAY, insertTask, insertUser } from './task-rows.test-helper.ts';

const t = useTestApp();
let member: Record<string, string>;

beforeAll(async () => {
  member = await memberHeaders(t);
  const em = t.app.deps.orm.em.fork() as EntityManager;
  const ann = await insertUser(em, 'Ann');
  const now = Date.now();
  await insertTask(em, ann, { assigneeId: ann, status: 'done', createdAt: new Date(now - 2 * DAY) });
  await insertTask(em, ann, { assigneeId: ann, createdAt: new Date(now - 20 * DAY) });
  await insertTask(em, ann, { createdAt: new Date(now - 60 * DAY) });
});

describe('GET /api/analytics', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    const res = await t.client().get('/api/analytics');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('covers 30 days by default', async () => {
    const res = await t.client().get('/api/analytics', member);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ days: 30, total: 2, done: 1, completionRate: 50 });
    expect(res.body.users).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ name: 'Ann' }),
        total: 2,
        completionRate: 50,
      }),
    ]);
  });

  it('applies the chosen period', async () => {
    const week = await t.client().get('/api/analytics?days=7', member);
    expect(week.body).toMatchObject({ days: 7, total: 1, done: 1 });
    const quarter = await t.client().get('/api/analytics?days=90', member);
    expect(quarter.body).toMatchObject({ days: 90, total: 3, unassigned: { total: 1, done: 0, active: 1 } });
  });

  it.each(['15', 'abc', '0', '-7', '30.5'])('refuses days=%s with a 400', async (days) => {
    const res = await t.client().get(`/api/analytics?days=${days}`, member);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses unknown parameters', async () => {
    const res = await t.client().get('/api/analytics?days=30&user=x', member);
    expect(res.status).toBe(400);
  });
});

describe('tRPC analytics.overview', () => {
  it('answers members the same figures', async () => {
    const res = await t.client().get(`/trpc/analytics.overview${trpcInput({ days: 90 })}`, member);
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ days: 90, total: 3 });
  });

  it('refuses visitors and bad periods', async () => {
    const anon = await t.client().get(`/trpc/analytics.overview${trpcInput({ days: 30 })}`);
    expect(anon.status).toBe(401);
    const bad = await t.client().get(`/trpc/analytics.overview${trpcInput({ days: 31 })}`, member);
    expect(bad.status).toBe(400);
  });
});
