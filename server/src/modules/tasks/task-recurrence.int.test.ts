import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { createTask, sql } from './task.test-helper.ts';

const t = useTestApp();
let demo: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  demo = await t.demo();
  bob = await t.member('Bob');
});

/** Completes a task and answers the occurrence it spawned (by next_occurrence_id), if any. */
async function complete(client: TestClient, id: string) {
  const res = await client.patch(`/api/tasks/${id}`, { status: 'done' });
  expect(res.status).toBe(200);
  const [row] = await sql<{ next: string | null }>(
    t,
    'select next_occurrence_id as next from tasks where id = ?',
    [id],
  );
  if (!row?.next) return null;
  return (await client.get('/api/tasks')).body.find((x: { id: string }) => x.id === row.next);
}

/** Completes each occurrence in turn and answers the due dates of the series. */
async function followSeries(first: { id: string; dueDate: string | null }, occurrences: number) {
  const dates = [first.dueDate];
  let current = first;
  for (let i = 1; i < occurrences; i++) {
    current = await complete(demo.client, current.id);
    dates.push(current.dueDate);
  }
  return dates;
}

describe('recurring tasks', () => {
  it('spawns the next occurrence once, copying title, owner, assignee, priority and pattern', async () => {
    const task = await createTask(bob.client, {
      title: 'Weekly sync',
      recurrencePattern: 'weekly',
      isRecurring: true,
      dueDate: '2026-03-10',
      priority: 'high',
      assigneeId: demo.user.id,
      clientApproval: 'pending',
    });
    await demo.client.post(`/api/tasks/${task.id}/comments`, { content: 'not copied' });
    const next = await complete(demo.client, task.id);
    expect(next).toMatchObject({
      title: 'Weekly sync',
      ownerId: bob.user.id,
      assigneeId: demo.user.id,
      priority: 'high',
      status: 'todo',
      isRecurring: true,
      recurrencePattern: 'weekly',
      dueDate: '2026-03-17',
      clientApproval: 'none',
      isPublic: false,
      comments: [],
      version: 1,
    });
    const history = (await demo.client.get(`/api/tasks/${next.id}/history`)).body;
    expect(history).toEqual([expect.objectContaining({ action: 'created', field: null, user: null })]);
  });

  it('reopening and completing again creates no second copy', async () => {
    const task = await createTask(demo.client, { recurrencePattern: 'daily', dueDate: '2026-04-01' });
    const countSeries = async () =>
      (await sql<{ n: number }>(t, 'select count(*)::int as n from tasks where title = ?', [task.title]))[0]!
        .n;
    const first = await complete(demo.client, task.id);
    expect(first.dueDate).toBe('2026-04-02');
    await demo.client.patch(`/api/tasks/${task.id}`, { status: 'doing' });
    const again = await complete(demo.client, task.id);
    expect(again.id).toBe(first.id);
    expect(await countSeries()).toBe(2);
    // Done to done (an edit of a completed task) does not spawn either.
    await demo.client.patch(`/api/tasks/${task.id}`, { status: 'done', priority: 'low' });
    expect(await countSeries()).toBe(2);
  });

  it('spawns once when two members complete the same task at the same moment', async () => {
    const task = await createTask(demo.client, { recurrencePattern: 'daily', dueDate: '2026-04-10' });
    const results = await Promise.all([
      demo.client.patch(`/api/tasks/${task.id}`, { status: 'done' }),
      bob.client.patch(`/api/tasks/${task.id}`, { status: 'done' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const [row] = await sql<{ n: number }>(t, 'select count(*)::int as n from tasks where title = ?', [
      task.title,
    ]);
    expect(row!.n).toBe(2);
  });

  it('monthly series keep their anchor day through short months: Jan 31, Feb 28, Mar 31, Apr 30', async () => {
    const task = await createTask(demo.client, { recurrencePattern: 'monthly', dueDate: '2026-01-31' });
    expect(await followSeries(task, 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('yearly Feb 29 series fall on Feb 28 in common years and return in leap years', async () => {
    const task = await createTask(demo.client, { recurrencePattern: 'yearly', dueDate: '2028-02-29' });
    expect(await followSeries(task, 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('weekday series skip the weekend', async () => {
    // 2026-03-12 is a Thursday.
    const task = await createTask(demo.client, { recurrencePattern: 'weekdays', dueDate: '2026-03-12' });
    expect(await followSeries(task, 4)).toEqual(['2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17']);
  });

  it('biweekly series cross month ends', async () => {
    const task = await createTask(demo.client, { recurrencePattern: 'biweekly', dueDate: '2026-12-24' });
    expect(await followSeries(task, 3)).toEqual(['2026-12-24', '2027-01-07', '2027-01-21']);
  });

  it('a series without a due date starts from the completion date', async () => {
    const task = await createTask(demo.client, { recurrencePattern: 'daily' });
    const next = await complete(demo.client, task.id);
    const [row] = await sql<{ completed: string }>(
      t,
      `select to_char((completed_at at time zone 'UTC')::date + 1, 'YYYY-MM-DD') as completed from tasks where id = ?`,
      [task.id],
    );
    expect(next.dueDate).toBe(row!.completed);
  });

  it('re-anchors when a member picks a new due date, not when the same date is sent again', async () => {
    const task = await createTask(demo.client, { recurrencePattern: 'monthly', dueDate: '2026-01-31' });
    const feb = await complete(demo.client, task.id);
    expect(feb.dueDate).toBe('2026-02-28');
    // SPEC's client resends every field on edit: the clamped date must not become the anchor.
    await demo.client.patch(`/api/tasks/${feb.id}`, {
      title: feb.title,
      dueDate: '2026-02-28',
      priority: 'low',
    });
    expect((await complete(demo.client, feb.id)).dueDate).toBe('2026-03-31');

    const other = await createTask(demo.client, { recurrencePattern: 'monthly', dueDate: '2026-01-31' });
    await demo.client.patch(`/api/tasks/${other.id}`, { dueDate: '2026-01-15' });
    expect((await complete(demo.client, other.id)).dueDate).toBe('2026-02-15');
  });

  it('stops recurring when the pattern is removed, and refuses isRecurring without a pattern', async () => {
    const task = await createTask(demo.client, { recurrencePattern: 'daily', dueDate: '2026-05-01' });
    const res = await demo.client.patch(`/api/tasks/${task.id}`, { isRecurring: false });
    expect(res.body).toMatchObject({ isRecurring: false, recurrencePattern: null });
    expect(await complete(demo.client, task.id)).toBeNull();

    const plain = await createTask(demo.client);
    const refused = await demo.client.patch(`/api/tasks/${plain.id}`, { isRecurring: true });
    expect(refused.status).toBe(400);
    expect(
      (await demo.client.patch(`/api/tasks/${plain.id}`, { recurrencePattern: 'weekly' })).body,
    ).toMatchObject({
      isRecurring: true,
      recurrencePattern: 'weekly',
    });
  });
});
