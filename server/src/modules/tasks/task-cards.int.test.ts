import type { TaskCardList } from '@tm/domain/task/task-card';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { createTask, trpc, trpcData } from './task.test-helper.ts';

// The screens' list (issue 25): GET /api/tasks/cards and tasks.cards.

const t = useTestApp();
let demo: SignedIn;

beforeAll(async () => {
  demo = await t.demo();
});

async function cards(client: TestClient = demo.client): Promise<TaskCardList> {
  const res = await client.get('/api/tasks/cards');
  expect(res.status).toBe(200);
  return res.body;
}
const cardOf = (list: TaskCardList, id: string) => list.tasks.find((task) => task.id === id)!;

describe("the screens' list", () => {
  it('carries counts instead of comments and checklist items, labels by id, and each person once', async () => {
    const bea = await t.member('Bea Cards');
    const label = (await demo.client.post('/api/labels', { name: `Cards ${Date.now()}`, color: 'teal' }))
      .body;
    const task = await createTask(demo.client, {
      title: 'Counted',
      assigneeId: bea.user.id,
      labelIds: [label.id],
    });
    for (const content of ['one', 'two']) {
      expect((await demo.client.post(`/api/tasks/${task.id}/comments`, { content })).status).toBe(201);
    }
    const items = [];
    for (const text of ['a', 'b', 'c']) {
      items.push((await demo.client.post(`/api/tasks/${task.id}/checklist`, { text })).body);
    }
    expect(
      (await demo.client.patch(`/api/tasks/${task.id}/checklist/${items[0].id}`, { done: true })).status,
    ).toBe(200);
    await createTask(bea.client, { title: 'Second of Bea' });

    const list = await cards();
    const card = cardOf(list, task.id);
    expect(card).toMatchObject({
      title: 'Counted',
      ownerId: demo.user.id,
      assigneeId: bea.user.id,
      commentCount: 2,
      checklistDone: 1,
      checklistTotal: 3,
      labelIds: [label.id],
    });
    for (const heavy of ['comments', 'checklist', 'owner', 'assignee', 'labels'])
      expect(card).not.toHaveProperty(heavy);
    expect(list.users.filter((u) => u.id === bea.user.id)).toEqual([
      { id: bea.user.id, name: 'Bea Cards', avatar: bea.user.avatar },
    ]);
    expect(list.labels).toContainEqual({
      id: label.id,
      name: label.name,
      color: 'teal',
      projectId: label.projectId,
    });
    // The same tasks as SPEC's list, in the same order.
    const full = (await demo.client.get('/api/tasks')).body as { id: string }[];
    expect(list.tasks.map((x) => x.id)).toEqual(full.map((x) => x.id));
  });

  it('answers the same over tRPC', async () => {
    const rest = await cards();
    const res = await trpc.query(demo.client, 'tasks.cards');
    expect(res.status).toBe(200);
    expect(trpcData(res)).toEqual(rest);
  });

  it('follows comments, checklist and label changes, and answers 304 while nothing changed', async () => {
    const task = await createTask(demo.client, { title: 'Followed' });
    const first = await demo.client.get('/api/tasks/cards');
    const etag = first.headers.get('etag')!;
    expect(
      (await demo.client.get('/api/tasks/cards', { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' }))
        .status,
    ).toBe(304);

    await demo.client.post(`/api/tasks/${task.id}/comments`, { content: 'counted' });
    expect(cardOf(await cards(), task.id).commentCount).toBe(1);
    await demo.client.post(`/api/tasks/${task.id}/checklist`, { text: 'step' });
    expect(cardOf(await cards(), task.id).checklistTotal).toBe(1);
    const label = (await demo.client.post('/api/labels', { name: `Later ${Date.now()}`, color: 'red' })).body;
    await demo.client.patch(`/api/tasks/${task.id}`, { labelIds: [label.id] });
    expect(cardOf(await cards(), task.id).labelIds).toEqual([label.id]);
  });

  it('is compressed for a client that accepts it, and refused without a session', async () => {
    for (let i = 0; i < 40; i++)
      await createTask(demo.client, { title: `Padding the list so it is worth compressing ${i}` });
    const br = await demo.client.get('/api/tasks/cards', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.body.tasks.length).toBeGreaterThan(40);
    const gzip = await demo.client.get('/api/tasks/cards', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.body).toEqual(br.body);

    const anonymous = await fetch(`${t.url}/api/tasks/cards`);
    expect(anonymous.status).toBe(401);
  });
});
