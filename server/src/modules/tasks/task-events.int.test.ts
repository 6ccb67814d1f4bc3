import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import type { AppEventMap } from '../../events/app-events.ts';
import { createTask } from './task.test-helper.ts';

const t = useTestApp();
let demo: SignedIn;
let bob: SignedIn;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  demo = await t.demo();
  bob = await t.member('Bob Live');
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

async function open(cookie?: string) {
  const socket = await connectSocket(t.url, cookie);
  sockets.push(socket);
  return socket;
}

/** Records the in-process app events the notifications module subscribes to. */
function recordAppEvents() {
  const seen: [keyof AppEventMap, unknown][] = [];
  for (const name of ['task.created', 'task.updated', 'task.deleted', 'comment.created'] as const) {
    t.app.deps.events.on(name, (payload: unknown) => seen.push([name, payload]));
  }
  return seen;
}

const taskEvents = (s: TestSocket) => s.received.filter(([name]) => name.startsWith('task:'));

describe('task events', () => {
  it('reach members, never anonymous sockets, which only hear that the public view changed', async () => {
    const member = await open(bob.client.cookieHeader);
    const anonymous = await open();

    const created = nextEvent(member, 'task:created', (task) => task.title === 'Live task');
    const task = await createTask(demo.client, { title: 'Live task' });
    expect((await created)[0]).toMatchObject({ id: task.id, owner: { name: 'Demo User' } });

    const updated = nextEvent(member, 'task:updated', (x) => x.id === task.id && x.status === 'doing');
    await demo.client.patch(`/api/tasks/${task.id}`, { status: 'doing' });
    const [update] = await updated;
    expect(update.version).toBe(2);
    // What changed travels with the task, its comments never (they go one by one: comment:added).
    expect(update.changed).toEqual(expect.arrayContaining(['status', 'version', 'updatedAt']));
    expect(update.changed).not.toContain('title');
    expect(update).not.toHaveProperty('comments');

    const commented = nextEvent(member, 'comment:added', (x) => x.taskId === task.id);
    await demo.client.post(`/api/tasks/${task.id}/comments`, { content: 'live comment' });
    expect((await commented)[0].comment).toMatchObject({ content: 'live comment' });

    // Publishing is the first change anonymous visitors hear of; socket.io keeps order per socket.
    const memberPublic = nextEvent(member, 'tasks:public_updated');
    const anonymousPublic = nextEvent(anonymous, 'tasks:public_updated');
    await demo.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });
    await Promise.all([memberPublic, anonymousPublic]);
    expect(anonymous.received.map(([name]) => name)).toEqual(['tasks:public_updated']);

    const deleted = nextEvent(member, 'task:deleted', (x) => x.id === task.id);
    const anonymousDeleted = nextEvent(anonymous, 'tasks:public_updated');
    await demo.client.delete(`/api/tasks/${task.id}`);
    await Promise.all([deleted, anonymousDeleted]);
    expect(anonymous.received.map(([name]) => name)).toEqual([
      'tasks:public_updated',
      'tasks:public_updated',
    ]);
  });

  it('announces public changes only when the public view changes', async () => {
    const member = await open(bob.client.cookieHeader);
    const anonymous = await open();
    const priv = await createTask(demo.client, { title: 'Private' });
    const pub = await createTask(demo.client, { title: 'Public' });
    const published = nextEvent(anonymous, 'tasks:public_updated');
    await demo.client.patch(`/api/tasks/${pub.id}/visibility`, { isPublic: true });
    await published;

    // A private task's edit: members hear it, the public room does not.
    const privUpdate = nextEvent(member, 'task:updated', (x) => x.id === priv.id);
    await demo.client.patch(`/api/tasks/${priv.id}`, { priority: 'high' });
    await privUpdate;
    // A claim of the public task changes the public view.
    const claimed = nextEvent(anonymous, 'tasks:public_updated');
    await bob.client.post(`/api/tasks/${pub.id}/claim`);
    await claimed;
    expect(anonymous.received.map(([name]) => name)).toEqual([
      'tasks:public_updated',
      'tasks:public_updated',
    ]);
    expect(taskEvents(anonymous)).toEqual([]);
  });

  it('announces a spawned occurrence after the completed task, once', async () => {
    const member = await open(bob.client.cookieHeader);
    const task = await createTask(demo.client, {
      title: 'Daily standup',
      recurrencePattern: 'daily',
      dueDate: '2026-03-13',
    });
    const spawned = nextEvent(member, 'task:created', (x) => x.title === 'Daily standup' && x.id !== task.id);
    await demo.client.patch(`/api/tasks/${task.id}`, { status: 'done' });
    expect((await spawned)[0]).toMatchObject({ dueDate: '2026-03-14', status: 'todo' });
    const names = member.received.filter(([, x]) => (x as { title?: string }).title === 'Daily standup');
    expect(names.map(([name]) => name)).toEqual(['task:created', 'task:updated', 'task:created']);
  });

  it('emits the in-process app events after commit, with before and after on updates', async () => {
    const seen = recordAppEvents();
    const task = await createTask(demo.client, { title: 'Observed' });
    await demo.client.patch(`/api/tasks/${task.id}`, { assigneeId: bob.user.id });
    await bob.client.post(`/api/tasks/${task.id}/comments`, { content: 'hello' });
    await demo.client.delete(`/api/tasks/${task.id}`);
    // Refused changes announce nothing.
    await demo.client.post('/api/tasks', { title: '' });
    expect(seen.map(([name]) => name)).toEqual([
      'task.created',
      'task.updated',
      'comment.created',
      'task.deleted',
    ]);
    // No integration is enabled, so the insert wrote no ticket request with the task.
    expect(seen[0]![1]).toMatchObject({
      actorId: demo.user.id,
      task: { id: task.id },
      written: { ticketRequests: 0 },
    });
    expect(seen[1]![1]).toMatchObject({
      actorId: demo.user.id,
      before: { assigneeId: null },
      task: { assigneeId: bob.user.id },
    });
    expect(seen[2]![1]).toMatchObject({ actorId: bob.user.id, content: 'hello', task: { id: task.id } });
    expect(seen[3]![1]).toEqual({ taskId: task.id, actorId: demo.user.id });
  });

  it('a failing subscriber does not fail the committed change', async () => {
    const boom = () => {
      throw new Error('subscriber bug');
    };
    t.app.deps.events.on('task.created', boom);
    try {
      const res = await demo.client.post('/api/tasks', { title: 'Survives' });
      expect(res.status).toBe(201);
    } finally {
      t.app.deps.events.off('task.created', boom);
    }
  });
});
