import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  clusterSkipReason,
  sessionCookie,
  startTestCluster,
  type TestCluster,
} from '../../../test/test-cluster.ts';
import { createTask } from './task.test-helper.ts';

const t = useTestApp();

describe('GET /api/tasks/public', () => {
  it('answers anonymous visitors with public tasks only, and only DESIGN’s public fields', async () => {
    const demo = await t.demo();
    const bob = await t.member('Bob Public');
    const secret = await createTask(demo.client, {
      title: 'Private salary review',
      approvalComment: 'private approval note',
    });
    const summarised = await createTask(demo.client, {
      title: 'Internal codename Falcon',
      assigneeId: bob.user.id,
      dueDate: '2026-09-01',
      priority: 'urgent',
      clientApproval: 'pending',
      approvalComment: 'client said maybe',
    });
    const plain = await createTask(demo.client, { title: 'Shown as is' });
    await demo.client.post(`/api/tasks/${summarised.id}/comments`, { content: 'a private comment' });
    await demo.client.patch(`/api/tasks/${summarised.id}/visibility`, {
      isPublic: true,
      publicSummary: 'Website launch',
    });
    await demo.client.patch(`/api/tasks/${plain.id}/visibility`, { isPublic: true });

    const res = await t.client().get('/api/tasks/public');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: string }) => p.id).sort()).toEqual([summarised.id, plain.id].sort());
    const launched = res.body.find((p: { id: string }) => p.id === summarised.id);
    expect(launched).toEqual({
      id: summarised.id,
      title: 'Website launch',
      publicSummary: 'Website launch',
      status: 'todo',
      priority: 'urgent',
      dueDate: '2026-09-01',
      createdAt: summarised.createdAt,
      updatedAt: expect.any(String),
      assignee: { name: 'Bob Public', avatar: expect.any(String) },
    });
    expect(res.body.find((p: { id: string }) => p.id === plain.id)).toMatchObject({
      title: 'Shown as is',
      publicSummary: null,
      assignee: null,
    });

    // Nothing private anywhere in the answer: no user ids, e-mails, comments, approval data, hidden titles.
    for (const leak of [
      demo.user.id,
      bob.user.id,
      'example.com',
      'Internal codename Falcon',
      'Private salary review',
      secret.id,
      'a private comment',
      'client said maybe',
      'pending',
      'Demo User',
    ]) {
      expect(res.text).not.toContain(leak);
    }
  });

  it('follows unpublishing and deletion at once', async () => {
    const demo = await t.demo();
    const task = await createTask(demo.client, { title: 'Short-lived' });
    await demo.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });
    const ids = async () => (await t.client().get('/api/tasks/public')).body.map((p: { id: string }) => p.id);
    expect(await ids()).toContain(task.id);
    await demo.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: false });
    expect(await ids()).not.toContain(task.id);
    await demo.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });
    await demo.client.delete(`/api/tasks/${task.id}`);
    expect(await ids()).not.toContain(task.id);
  });
});

describe.skipIf(clusterSkipReason)('the public list on two instances', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster(2);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it("shows a publish acknowledged by one instance in the other's next answer, over REST and tRPC", async () => {
    const [a, b] = cluster.instances;
    const cookie = await sessionCookie(a!, 'demo@example.com', 'demo123');
    const call = (url: string, path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: path.includes('/visibility') ? 'PATCH' : 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // What a wall screen on B asks when told the public list changed.
    const restIds = async () =>
      ((await (await fetch(`${b!.url}/api/tasks/public`)).json()) as { id: string }[]).map((x) => x.id);
    const trpcIds = async () =>
      (
        (await (await fetch(`${b!.url}/trpc/tasks.publicList`)).json()) as {
          result: { data: { id: string }[] };
        }
      ).result.data.map((x) => x.id);

    for (let i = 0; i < 3; i++) {
      const created = await call(a!.url, '/api/tasks', { title: `Published on A ${i}` });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      // B keeps its copy of the list before the publish.
      expect(await restIds()).not.toContain(id);
      expect(await trpcIds()).not.toContain(id);

      expect((await call(a!.url, `/api/tasks/${id}/visibility`, { isPublic: true })).status).toBe(200);
      expect(await restIds()).toContain(id);
      expect(await trpcIds()).toContain(id);

      expect((await call(a!.url, `/api/tasks/${id}/visibility`, { isPublic: false })).status).toBe(200);
      expect(await trpcIds()).not.toContain(id);
      expect(await restIds()).not.toContain(id);
    }
  });
});
