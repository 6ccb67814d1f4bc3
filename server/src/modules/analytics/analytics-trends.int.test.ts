import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { SYSTEM_SCOPE } from '../tasks/task-scope.ts';
import { analyticsOverview } from './analytics.service.ts';
import { analyticsExport } from './analytics-export.service.ts';
import { analyticsTrends } from './analytics-trends.service.ts';
import { memberHeaders, trpcInput } from './member-session.test-helper.ts';
import { deleteAllTasks, insertTask, insertUser } from './task-rows.test-helper.ts';

// Analytics with time (issue 24), at a fixed moment, every figure worked out by hand below.
// NOW = 2026-11-22 12:00 UTC; the 7-day period starts 2026-11-15 12:00, its days are 15..22.
const NOW = new Date('2026-11-22T12:00:00.000Z');
const at = (iso: string) => new Date(`2026-11-${iso}Z`);

const t = useTestApp();
const em = () => t.app.deps.orm.em.fork() as EntityManager;

beforeAll(async () => {
  const e = em();
  await deleteAllTasks(e);
  const owner = await insertUser(e, 'Trend owner');
  const task = (row: Parameters<typeof insertTask>[2]) => insertTask(e, owner, row);
  const ids = {
    // A: done 5 minutes after creation (cycle time in minutes, never "0 h").
    a: await task({
      title: 'A',
      status: 'done',
      createdAt: at('16T10:00:00'),
      completedAt: at('16T10:05:00'),
    }),
    // B: due the 17th, done the 19th after 48 h: overdue on the 18th only.
    b: await task({
      title: 'B',
      status: 'done',
      dueDate: '2026-11-17',
      createdAt: at('17T09:00:00'),
      completedAt: at('19T09:00:00'),
    }),
    // C: open, due the 20th: overdue on the 21st and 22nd.
    c: await task({ title: 'C', dueDate: '2026-11-20', createdAt: at('18T08:00:00') }),
    // D: created before the period, open, due the 14th: overdue every day of it.
    d: await task({ title: 'D', dueDate: '2026-11-14', createdAt: at('10T08:00:00') }),
    // E: created before the period, due the 16th, done the 20th: overdue 17..19, completed on the 20th.
    e: await task({
      title: 'E',
      status: 'done',
      dueDate: '2026-11-16',
      createdAt: at('10T08:00:00'),
      completedAt: at('20T12:00:00'),
    }),
    // F: done after 2 h.
    f: await task({
      title: 'F',
      status: 'done',
      createdAt: at('21T11:00:00'),
      completedAt: at('21T13:00:00'),
    }),
    // G: due today: not overdue yet.
    g: await task({ title: 'G', dueDate: '2026-11-22', createdAt: at('22T09:00:00') }),
    // H: created exactly at the period's start (in); I: a second earlier (out).
    h: await task({ title: 'H', createdAt: at('15T12:00:00') }),
    i: await task({ title: 'I', createdAt: at('15T11:59:59') }),
  };
  const [bug] = await e.execute<{ id: string }[]>(
    "insert into labels (id, name, color) values (gen_random_uuid(), 'Bug', '#c4272f') returning id",
  );
  const [docs] = await e.execute<{ id: string }[]>(
    "insert into labels (id, name, color) values (gen_random_uuid(), 'Docs', '#3b4fd8') returning id",
  );
  for (const [taskId, labelId] of [
    [ids.a, bug!.id],
    [ids.c, bug!.id],
    [ids.c, docs!.id],
    [ids.i, docs!.id],
  ]) {
    await e.execute('insert into task_labels (task_id, label_id) values (?, ?)', [taskId, labelId]);
  }
});

describe('analytics over time, 7 days, per day', () => {
  it('counts created, completed and overdue per day', async () => {
    const r = await analyticsTrends(em(), SYSTEM_SCOPE, { days: 7 }, NOW);
    expect(r.bucket).toBe('day');
    expect(r.series).toEqual([
      { start: '2026-11-15', created: 1, completed: 0, overdue: 1 },
      { start: '2026-11-16', created: 1, completed: 1, overdue: 1 },
      { start: '2026-11-17', created: 1, completed: 0, overdue: 2 },
      { start: '2026-11-18', created: 1, completed: 0, overdue: 3 },
      { start: '2026-11-19', created: 0, completed: 1, overdue: 2 },
      { start: '2026-11-20', created: 0, completed: 1, overdue: 1 },
      { start: '2026-11-21', created: 1, completed: 1, overdue: 2 },
      { start: '2026-11-22', created: 1, completed: 0, overdue: 2 },
    ]);
    // The created column adds up to the overview's total, the same period.
    const overview = await analyticsOverview(em(), SYSTEM_SCOPE, { days: 7 }, NOW);
    expect(r.series.reduce((n, p) => n + p.created, 0)).toBe(overview.total);
  });

  it('gives cycle time average, median and 85th percentile in seconds', async () => {
    const r = await analyticsTrends(em(), SYSTEM_SCOPE, { days: 7 }, NOW);
    // Done tasks created in the period: A 300 s, F 7,200 s, B 172,800 s.
    // p85 = 7,200 + 0.7 × (172,800 − 7,200) (linear interpolation at rank 0.85 × 2 = 1.7), in whole seconds.
    expect(r.cycleTime).toEqual({
      count: 3,
      averageSeconds: 60_100,
      medianSeconds: 7_200,
      p85Seconds: 123_120,
    });
  });

  it('breaks the period down per label', async () => {
    const r = await analyticsTrends(em(), SYSTEM_SCOPE, { days: 7 }, NOW);
    expect(r.byLabel.map((l) => [l.label.name, l.total, l.done, l.active])).toEqual([
      ['Bug', 2, 1, 1],
      ['Docs', 1, 0, 1],
    ]);
  });

  it('has no cycle time when nothing of the period is done', async () => {
    const later = new Date('2026-12-30T12:00:00.000Z');
    const r = await analyticsTrends(em(), SYSTEM_SCOPE, { days: 7 }, later);
    expect(r.cycleTime).toEqual({ count: 0, averageSeconds: null, medianSeconds: null, p85Seconds: null });
    expect(r.series.every((p) => p.created === 0 && p.completed === 0)).toBe(true);
    // D, C and G (due 22 November) are still open and late.
    expect(r.series.at(-1)!.overdue).toBe(3);
  });
});

describe('analytics over time, 90 days, per week', () => {
  it('groups by 7 days from the period start and still adds up', async () => {
    const r = await analyticsTrends(em(), SYSTEM_SCOPE, { days: 90 }, NOW);
    expect(r.bucket).toBe('week');
    expect(r.series).toHaveLength(13);
    expect(r.series[0]!.start).toBe('2026-08-24');
    const overview = await analyticsOverview(em(), SYSTEM_SCOPE, { days: 90 }, NOW);
    expect(r.series.reduce((n, p) => n + p.created, 0)).toBe(overview.total);
    expect(r.series.reduce((n, p) => n + p.completed, 0)).toBe(4);
    // The last week ends today: its overdue figure is today's.
    expect(r.series.at(-1)!.overdue).toBe(2);
  });
});

describe('CSV export', () => {
  it('lists every figure as section, item, metric, value', async () => {
    const { filename, csv } = await analyticsExport(em(), SYSTEM_SCOPE, { days: 7, format: 'csv' }, NOW);
    expect(filename).toBe('analytics-7d-2026-11-22.csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('section,item,metric,value');
    expect(lines).toContain('summary,,total,6');
    expect(lines).toContain('cycle_time,,median_seconds,7200');
    expect(lines).toContain('series,2026-11-18,overdue,3');
    expect(lines).toContain('label,Bug,total,2');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('answers members over REST as text/csv and over tRPC as text; refuses another format', async () => {
    const member = await memberHeaders(t);
    const res = await t.client().get('/api/analytics/export?days=7&format=csv', member);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="analytics-7d-/);
    expect(res.text).toMatch(/^section,item,metric,value\r\n/);

    const bad = await t.client().get('/api/analytics/export?days=7&format=xlsx', member);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect((await t.client().get('/api/analytics/export')).status).toBe(401);

    const trpc = await t.client().get(`/trpc/analytics.exportCsv${trpcInput({ days: 7 })}`, member);
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.csv).toMatch(/^section,item,metric,value\r\n/);
  });

  it('answers the trends over REST and tRPC, members only, 400 on a bad period', async () => {
    const member = await memberHeaders(t);
    const res = await t.client().get('/api/analytics/trends?days=30', member);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ days: 30, bucket: 'day' });
    expect(res.body.series).toHaveLength(31);
    expect((await t.client().get('/api/analytics/trends?days=12', member)).status).toBe(400);
    expect((await t.client().get('/api/analytics/trends')).status).toBe(401);
    const trpc = await t.client().get(`/trpc/analytics.trends${trpcInput({ days: 7 })}`, member);
    expect(trpc.body.result.data.bucket).toBe('day');
  });
});
