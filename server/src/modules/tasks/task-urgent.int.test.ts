import { addDaysTo, todayIn } from '@tm/domain/task/date-only';
import { sortForMeeting } from '@tm/domain/task/meeting-sort';
import type { Task, UrgentPage } from '@tm/domain/task/task.schema';
import { compareUrgent, urgentTasks } from '@tm/domain/task/urgent-filter';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { sql, trpc, trpcData, trpcError } from './task.test-helper.ts';

// The urgent list is filtered, sorted and paged in SQL; the screen used to apply the
// pure rule (packages/domain urgent-filter.ts) to the full list. Both must agree on
// every boundary, so every page of the endpoint, walked to the end, is compared with
// the rule applied to GET /api/tasks.
const TODAY = '2026-03-10';
const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
const STATUSES = ['todo', 'doing', 'done'] as const;

const t = useTestApp();
let member: TestClient;

/** The pure rule over the whole list: what `isUrgent` keeps, in `compareUrgent`'s order. */
async function byTheRule(today: string): Promise<Task[]> {
  const all = await member.get('/api/tasks');
  expect(all.status).toBe(200);
  return urgentTasks(all.body as Task[], today).sort(compareUrgent);
}

/** Every page of GET /api/tasks/urgent, following `nextCursor`; each page's total must agree. */
async function walk(query: string, limit: number): Promise<{ tasks: Task[]; pages: UrgentPage[] }> {
  const pages: UrgentPage[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const res = await member.get(`/api/tasks/urgent?${query}&limit=${limit}${after}`);
    expect(res.status).toBe(200);
    const page = res.body as UrgentPage;
    expect(page.tasks.length).toBeLessThanOrEqual(limit);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 500);
  const tasks = pages.flatMap((p) => p.tasks);
  for (const p of pages) expect(p.total).toBe(tasks.length);
  return { tasks, pages };
}

beforeAll(async () => {
  const demo = await t.demo();
  member = demo.client;
  const owner = demo.user.id;
  // Every priority × status × due date around the boundaries: overdue, today,
  // tomorrow, the day after, none. Created a minute apart, some at the same moment,
  // so ties on priority and due date are settled by creation then id.
  const dues = [
    addDaysTo(TODAY, -30),
    addDaysTo(TODAY, -1),
    TODAY,
    addDaysTo(TODAY, 1),
    addDaysTo(TODAY, 2),
    null,
  ];
  let i = 0;
  for (const priority of PRIORITIES) {
    for (const status of STATUSES) {
      for (const due of dues) {
        i++;
        const minutesAgo = i % 4 === 0 ? i - 1 : i;
        await sql(
          t,
          `insert into tasks (title, status, priority, due_date, owner_id, assignee_id, created_at)
           values (?, ?, ?, ?, ?, ?, now() - ? * interval '1 minute')`,
          [
            `${priority} ${status} ${due ?? 'undated'}`,
            status,
            priority,
            due,
            owner,
            i % 2 ? owner : null,
            minutesAgo,
          ],
        );
      }
    }
  }
  // Exact ties: one priority, due date and creation time (to the microsecond, or only
  // to the millisecond the wire shows), so only the id tells them apart.
  for (const micros of ['123456', '123456', '123456', '123999', '123001']) {
    await sql(
      t,
      `insert into tasks (title, status, priority, due_date, owner_id, created_at)
       values (?, 'todo', 'urgent', ?, ?, ?::timestamptz)`,
      [`tie ${micros}`, addDaysTo(TODAY, -3), owner, `2026-03-01T10:00:00.${micros}Z`],
    );
  }
  // Comments travel with the urgent tasks as with the list.
  await sql(
    t,
    `insert into comments (task_id, author_id, content)
     select id, owner_id, 'note on ' || title from tasks where priority in ('urgent', 'high')`,
  );
});

describe('GET /api/tasks/urgent', () => {
  it('answers, page after page, what the pure rule keeps of the full list, in the same order', async () => {
    const expected = await byTheRule(TODAY);
    // Not vacuous: urgent of every status but done, overdue of every priority, high today and tomorrow.
    expect(expected.length).toBeGreaterThan(20);
    // SPEC's order first (priority, due date), which compareUrgent only refines.
    expect(sortForMeeting(expected)).toEqual(expected);
    const { tasks, pages } = await walk(`today=${TODAY}`, 7);
    expect(tasks).toEqual(expected);
    expect(pages.length).toBe(Math.ceil(expected.length / 7));
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('answers the first 100 with the total by default', async () => {
    const expected = await byTheRule(TODAY);
    const res = await member.get(`/api/tasks/urgent?today=${TODAY}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tasks: expected.slice(0, 100), nextCursor: null, total: expected.length });
  });

  it('cuts on every tie: one task a page walks through equal priorities, due dates and creation times', async () => {
    const expected = await byTheRule(TODAY);
    // The seed gives several tasks one priority and due date, some of them created at the same moment.
    const key = (x: Task) => `${x.priority} ${x.dueDate} ${x.createdAt}`;
    expect(new Set(expected.map(key)).size).toBeLessThan(expected.length);
    expect((await walk(`today=${TODAY}`, 1)).tasks).toEqual(expected);
  });

  it('ends without an empty page when the last page is exactly full', async () => {
    const expected = await byTheRule(TODAY);
    const whole = await walk(`today=${TODAY}`, expected.length);
    expect(whole.pages).toHaveLength(1);
    expect(whole.pages[0]?.nextCursor).toBeNull();
    const split = await walk(`today=${TODAY}`, expected.length - 1);
    expect(split.pages.map((p) => p.tasks.length)).toEqual([expected.length - 1, 1]);
    expect(split.tasks).toEqual(expected);
  });

  it('keeps high tasks due today and tomorrow, not the day after, and no done task', async () => {
    const { tasks } = await walk(`today=${TODAY}`, 500);
    const titles = tasks.map((x) => x.title);
    expect(titles).toContain(`high todo ${TODAY}`);
    expect(titles).toContain(`high doing ${addDaysTo(TODAY, 1)}`);
    expect(titles).not.toContain(`high todo ${addDaysTo(TODAY, 2)}`);
    expect(titles).not.toContain('high todo undated');
    expect(titles).toContain('urgent todo undated');
    expect(titles).toContain(`low doing ${addDaysTo(TODAY, -1)}`);
    expect(titles).not.toContain(`medium todo ${TODAY}`);
    expect(tasks.some((x) => x.status === 'done')).toBe(false);
  });

  it("follows the viewer's date: a day later, today's tasks are overdue", async () => {
    const tomorrow = addDaysTo(TODAY, 1);
    const { tasks } = await walk(`today=${tomorrow}`, 9);
    expect(tasks).toEqual(await byTheRule(tomorrow));
    expect(tasks.map((x) => x.title)).toContain(`medium todo ${TODAY}`);
  });

  it("uses the server's UTC date without one", async () => {
    const before = todayIn('UTC');
    const res = await member.get('/api/tasks/urgent?limit=500');
    if (todayIn('UTC') !== before) return; // midnight passed during the call
    expect(res.status).toBe(200);
    expect(res.body.tasks).toEqual(await byTheRule(before));
  });

  it.each(['2026-02-30', 'tomorrow', '10/03/2026'])('refuses today=%s with a 400', async (today) => {
    const res = await member.get(`/api/tasks/urgent?today=${encodeURIComponent(today)}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it.each(['0', '501', '2.5', 'ten'])('refuses limit=%s with a 400', async (limit) => {
    const res = await member.get(`/api/tasks/urgent?today=${TODAY}&limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  const base64url = (text: string) => Buffer.from(text).toString('base64url');
  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', base64url('urgent,2026-03-10')],
    ['another shape', base64url(JSON.stringify({ id: 'x' }))],
    [
      'an unknown priority',
      base64url(JSON.stringify(['top', null, '2026-03-10T08:00:00.000Z', crypto.randomUUID()])),
    ],
    [
      'an impossible date',
      base64url(JSON.stringify(['high', '2026-02-30', '2026-03-10T08:00:00.000Z', crypto.randomUUID()])),
    ],
    [
      'an impossible instant',
      base64url(JSON.stringify(['high', null, '2026-13-10T08:00:00.000Z', crypto.randomUUID()])),
    ],
    ['a bad id', base64url(JSON.stringify(['high', null, '2026-03-10T08:00:00.000Z', '42']))],
  ])('refuses a cursor that is %s with CURSOR_INVALID', async (_, cursor) => {
    const res = await member.get(`/api/tasks/urgent?today=${TODAY}&cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CURSOR_INVALID');
  });

  it('refuses unknown parameters and visitors', async () => {
    expect((await member.get(`/api/tasks/urgent?today=${TODAY}&status=todo`)).status).toBe(400);
    const anon = await t.client().get('/api/tasks/urgent');
    expect(anon.status).toBe(401);
  });
});

describe('tRPC tasks.urgent', () => {
  it('answers members the same pages, with or without a date', async () => {
    const expected = await byTheRule(TODAY);
    // As the screen's infinite query sends it: a null cursor and a direction.
    const first = await trpc.query(member, 'tasks.urgent', {
      today: TODAY,
      limit: 10,
      cursor: null,
      direction: 'forward',
    });
    expect(first.status).toBe(200);
    const page = trpcData(first) as UrgentPage;
    expect(page.tasks).toEqual(expected.slice(0, 10));
    expect(page.total).toBe(expected.length);
    const next = await trpc.query(member, 'tasks.urgent', {
      today: TODAY,
      limit: 10,
      cursor: page.nextCursor,
    });
    expect((trpcData(next) as UrgentPage).tasks).toEqual(expected.slice(10, 20));
    const bare = await trpc.query(member, 'tasks.urgent');
    expect(bare.status).toBe(200);
  });

  it('refuses a bad cursor with CURSOR_INVALID, and visitors', async () => {
    const bad = await trpc.query(member, 'tasks.urgent', { today: TODAY, cursor: 'nope' });
    expect(trpcError(bad)).toEqual({ status: 400, code: 'CURSOR_INVALID' });
    const res = await trpc.query(t.client(), 'tasks.urgent', { today: TODAY });
    expect(res.status).toBe(401);
  });
});
