import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { sql } from './task.test-helper.ts';

// Counts every statement the ORM's own PostgreSQL driver sends (it bundles its own copy of `pg`).
const ormRequire = createRequire(createRequire(import.meta.url).resolve('@mikro-orm/postgresql'));
const { Client } = ormRequire('pg') as typeof import('pg');

let queries = 0;

// The app's background work (the job queue's polling, the webhook outbox's flush) runs its
// own statements while a request runs: they are not the list's, and land in either count.
const isBackgroundWork = (query: unknown) =>
  /pgboss\.|webhook_outbox/.test(String((query as { text?: string })?.text ?? query));
const originalQuery = Client.prototype.query;

// Counting from before the app starts to after it stops.
beforeAll(() => {
  (Client.prototype as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
    if (!isBackgroundWork(args[0])) queries++;
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  };
});
afterAll(() => {
  Client.prototype.query = originalQuery;
});
const t = useTestApp();
let demo: SignedIn;
beforeAll(async () => {
  demo = await t.demo();
});

/** Adds `n` tasks, each with two comments and every other one assigned, in three statements. */
async function seedTasks(n: number) {
  const [user] = await sql<{ id: string }>(t, `select id from users where email = 'demo@example.com'`);
  await sql(
    t,
    `insert into tasks (title, owner_id, assignee_id, due_date, status)
     select 'Seeded ' || i, ?, case when i % 2 = 0 then ?::uuid end, date '2026-01-01' + (i % 90),
       (array['todo', 'doing', 'done'])[1 + i % 3]
     from generate_series(1, ?) as i`,
    [user!.id, user!.id, n],
  );
  await sql(
    t,
    `insert into comments (task_id, author_id, content, created_at)
     select id, ?, 'comment ' || k, now() + k * interval '1 second'
     from tasks, generate_series(1, 2) as k where title like 'Seeded %'`,
    [user!.id],
  );
}

async function countListQueries(): Promise<{ queries: number; tasks: number }> {
  const before = queries;
  const res = await demo.client.get('/api/tasks');
  expect(res.status).toBe(200);
  return { queries: queries - before, tasks: res.body.length };
}

describe('GET /api/tasks at scale', () => {
  it('issues the same number of queries for 3 tasks and for 3,000 tasks with comments', async () => {
    // A first read keeps a copy, so both reads below do the same work: check it, find it stale, read again.
    await demo.client.get('/api/tasks');
    await seedTasks(3);
    const small = await countListQueries();
    expect(small.tasks).toBe(3);
    expect(small.queries).toBeGreaterThan(0);

    await seedTasks(2_997);
    const large = await countListQueries();
    expect(large.tasks).toBe(3_000);
    expect(large.queries).toBe(small.queries);

    const sample = (await demo.client.get('/api/tasks')).body.find(
      (x: { title: string }) => x.title === 'Seeded 42',
    );
    expect(sample.comments.map((c: { content: string }) => c.content)).toEqual(['comment 1', 'comment 2']);
    expect(sample.assignee).toMatchObject({ name: 'Demo User' });
  });
});
