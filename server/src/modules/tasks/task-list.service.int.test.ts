import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { asciiJson } from './list-cache/json-body.ts';
import { createTask, trpc, trpcData, trpcError } from './task.test-helper.ts';

// Records every statement the ORM's own PostgreSQL driver sends (it bundles its own copy of `pg`).
const ormRequire = createRequire(createRequire(import.meta.url).resolve('@mikro-orm/postgresql'));
const { Client } = ormRequire('pg') as typeof import('pg');
const originalQuery = Client.prototype.query;
let sent: string[] = [];

// Recording from before the app starts to after it stops.
beforeAll(() => {
  (Client.prototype as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    sent.push(typeof first === 'string' ? first : ((first as { text?: string })?.text ?? ''));
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

/** What the database was asked while `run` ran. */
async function statementsOf(run: () => Promise<void>): Promise<string[]> {
  sent = [];
  await run();
  return sent;
}

// A read of the tasks table, as every read writes it (tasks/task-scope.ts: visibleTasks).
const readsTasks = (sql: string) => /\bfrom tasks where\b/.test(sql);
const checksChangeLog = (sql: string) => sql.includes('task_list_changes');

describe('one list service behind REST and tRPC', () => {
  it("answers tRPC's member and public lists from REST's cache: the same list, no list read once warm", async () => {
    await createTask(demo.client, { title: 'Listed twice' });
    const published = await createTask(demo.client, { title: 'Shown on the wall' });
    await demo.client.patch(`/api/tasks/${published.id}/visibility`, { isPublic: true });
    const visitor = t.client();
    const rest = await demo.client.get('/api/tasks');
    const restPublic = await visitor.get('/api/tasks/public');

    let list: unknown;
    let publicList: unknown;
    const statements = await statementsOf(async () => {
      list = trpcData(await trpc.query(demo.client, 'tasks.list'));
      publicList = trpcData(await trpc.query(visitor, 'tasks.publicList'));
    });
    // The same value in the same order: REST's bytes are its JSON with non-ASCII escaped.
    expect(asciiJson(list)).toBe(rest.text);
    expect(asciiJson(publicList)).toBe(restPublic.text);
    expect(statements.filter(readsTasks)).toEqual([]);
    expect(statements.filter(checksChangeLog).length).toBeGreaterThanOrEqual(2);
  });

  it('serves REST again from what a tRPC call built, and rebuilds once after a write', async () => {
    const task = await createTask(demo.client, { title: 'Built by tRPC' });
    const viaTrpc = trpcData(await trpc.query(demo.client, 'tasks.list'));
    const statements = await statementsOf(async () => {
      const rest = await demo.client.get('/api/tasks');
      expect(rest.text).toBe(asciiJson(viaTrpc));
    });
    expect(statements.filter(readsTasks)).toEqual([]);

    await demo.client.patch(`/api/tasks/${task.id}`, { title: 'Renamed after the build' });
    const rebuilt = await statementsOf(async () => {
      const titles = trpcData(await trpc.query(demo.client, 'tasks.list')).map(
        (x: { title: string }) => x.title,
      );
      expect(titles).toContain('Renamed after the build');
    });
    expect(rebuilt.filter(readsTasks).length).toBeGreaterThan(0);
  });
});

describe('the header counts', () => {
  const byStatus = async () => {
    const tasks: { status: string }[] = (await demo.client.get('/api/tasks')).body;
    const count = (s: string) => tasks.filter((x) => x.status === s).length;
    return { todo: count('todo'), doing: count('doing'), done: count('done') };
  };

  it('count to do, in progress and done like the list, over REST and tRPC, and follow changes', async () => {
    const a = await createTask(demo.client, { title: 'Counted' });
    await createTask(demo.client, { title: 'Counted too' });
    const rest = await demo.client.get('/api/tasks/counts');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(await byStatus());
    expect(trpcData(await trpc.query(demo.client, 'tasks.counts'))).toEqual(rest.body);

    await demo.client.patch(`/api/tasks/${a.id}`, { status: 'doing' });
    const after = (await demo.client.get('/api/tasks/counts')).body;
    expect(after).toEqual({ ...rest.body, todo: rest.body.todo - 1, doing: rest.body.doing + 1 });
    expect(after).toEqual(await byStatus());
  });

  it('are for members only', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/tasks/counts')).status).toBe(401);
    expect(trpcError(await trpc.query(visitor, 'tasks.counts'))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('lists kept per person', () => {
  it('are read again for a change in a project they show, not for one in a project they do not', async () => {
    const other = await t.member('Keeps to himself');
    const theirs = (await other.client.post('/api/projects', { name: 'Not demo’s', key: 'NOTDEMO' })).body;
    const mine = (await demo.client.post('/api/projects', { name: 'Demo’s own', key: 'DEMOS' })).body;
    await demo.client.get('/api/tasks/cards');
    await createTask(other.client, { projectId: theirs.id, title: 'Elsewhere' });
    const untouched = await statementsOf(async () => {
      await demo.client.get('/api/tasks/cards');
    });
    expect(untouched.filter(checksChangeLog).length).toBeGreaterThan(0);
    expect(untouched.filter(readsTasks)).toEqual([]);

    await createTask(demo.client, { projectId: mine.id, title: 'Here' });
    const rebuilt = await statementsOf(async () => {
      const cards = await demo.client.get('/api/tasks/cards');
      expect(cards.body.tasks.map((x: { title: string }) => x.title)).toContain('Here');
    });
    expect(rebuilt.filter(readsTasks).length).toBeGreaterThan(0);
  });
});
