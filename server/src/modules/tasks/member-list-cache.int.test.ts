import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import {
  clusterSkipReason,
  sessionCookie,
  startTestCluster,
  type TestCluster,
} from '../../../test/test-cluster.ts';
import { KEEP_CHANGES_MINUTES, pruneListChanges } from './list-cache/list-changes.ts';
import { createTask, sql } from './task.test-helper.ts';

const t = useTestApp();
let demo: SignedIn;

beforeAll(async () => {
  demo = await t.demo();
});

interface ListedTask {
  id: string;
  title: string;
  owner: { name: string };
  comments: { content: string }[];
}

async function list(client: TestClient = demo.client): Promise<ListedTask[]> {
  const res = await client.get('/api/tasks');
  expect(res.status).toBe(200);
  return res.body;
}

const titles = async () => (await list()).map((x) => x.title);

describe("the members' task list", () => {
  it('answers the same bytes while nothing changes, and 304 to their ETag', async () => {
    await createTask(demo.client, { title: 'Cached once' });
    const first = await demo.client.get('/api/tasks');
    const second = await demo.client.get('/api/tasks');
    expect(second.text).toBe(first.text);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(second.headers.get('etag')).toBe(etag);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    // As a browser revalidates its stored copy (fetch adds `no-cache` to a hand-set If-None-Match).
    const unchanged = await demo.client.get('/api/tasks', {
      'If-None-Match': etag!,
      'Cache-Control': 'max-age=0',
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
  });

  it('is answered from the kept copy: a change that leaves no trace in the change log is not seen', async () => {
    const task = await createTask(demo.client, { title: 'Kept copy' });
    expect(await titles()).toContain('Kept copy');
    // With the trigger off, nothing tells the server; the kept bytes are answered.
    await sql(t, 'alter table tasks disable trigger tasks_list_change_update');
    try {
      await sql(t, 'update tasks set title = ? where id = ?', ['Changed behind its back', task.id]);
      expect(await titles()).toContain('Kept copy');
    } finally {
      await sql(t, 'alter table tasks enable trigger tasks_list_change_update');
    }
    await sql(t, 'update tasks set title = title where id = ?', [task.id]);
    expect(await titles()).toContain('Changed behind its back');
  });

  it('shows every acknowledged write in the next answer, whichever path wrote it', async () => {
    await list();
    const task = await createTask(demo.client, { title: 'Fresh create' });
    expect(await titles()).toContain('Fresh create');

    expect((await demo.client.patch(`/api/tasks/${task.id}`, { title: 'Fresh edit' })).status).toBe(200);
    expect(await titles()).toContain('Fresh edit');

    const commented = await demo.client.post(`/api/tasks/${task.id}/comments`, { content: 'Fresh comment' });
    expect(commented.status).toBe(201);
    const withComment = (await list()).find((x) => x.id === task.id)!;
    expect(withComment.comments.map((c) => c.content)).toContain('Fresh comment');

    const renamed = await demo.client.patch(`/api/auth/users/${demo.user.id}`, { name: 'Demo Renamed' });
    expect(renamed.status).toBe(200);
    expect((await list()).find((x) => x.id === task.id)!.owner.name).toBe('Demo Renamed');

    // A statement by hand, outside the server, is seen as well.
    await sql(t, 'update tasks set title = ? where id = ?', ['Edited in SQL', task.id]);
    expect(await titles()).toContain('Edited in SQL');

    expect((await demo.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await list()).some((x) => x.id === task.id)).toBe(false);
  });

  it('answers concurrent readers one consistent list that holds every write acknowledged before them', async () => {
    await list();
    const task = await createTask(demo.client, { title: 'Before the crowd' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => demo.client.get('/api/tasks')));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.some((x: ListedTask) => x.id === task.id)).toBe(true);
    }
    expect(new Set(answers.map((r) => r.text)).size).toBe(1);
  });

  it('is refused to visitors who are not signed in', async () => {
    expect((await t.client().get('/api/tasks')).status).toBe(401);
  });
});

describe('the change log', () => {
  it('drops rows no kept list can need and keeps recent ones', async () => {
    await sql(t, 'delete from task_list_changes');
    await sql(t, `insert into task_list_changes (at) values (now() - make_interval(mins => ?))`, [
      KEEP_CHANGES_MINUTES + 1,
    ]);
    await createTask(demo.client, { title: 'Recent change' });
    const em = t.app.deps.orm.em.fork();
    expect(await pruneListChanges(em as never)).toBe(1);
    const [left] = await sql<{ n: number }>(t, 'select count(*)::int as n from task_list_changes');
    expect(left!.n).toBeGreaterThan(0);
  });
});

const skipReason = clusterSkipReason;

describe.skipIf(skipReason)("the members' task list on two instances", () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster(2);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it("shows a write acknowledged by one instance in the other's next answer", async () => {
    const [a, b] = cluster.instances;
    const cookie = await sessionCookie(a!, 'demo@example.com', 'demo123');
    const get = async (url: string) => {
      const res = await fetch(`${url}/api/tasks`, { headers: { cookie } });
      expect(res.status).toBe(200);
      return (await res.json()) as ListedTask[];
    };
    for (let i = 0; i < 5; i++) {
      await get(b!.url);
      const created = await fetch(`${a!.url}/api/tasks`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Across instances ${i}` }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect((await get(b!.url)).some((x) => x.id === id)).toBe(true);
    }
  });
});
