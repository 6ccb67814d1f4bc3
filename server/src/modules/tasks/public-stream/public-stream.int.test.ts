import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../../test/test-app.ts';
import { sessionCookie, startTestCluster, type TestCluster } from '../../../../test/test-cluster.ts';
import { multiInstanceSkipReason } from '../../../../test/test-redis.ts';
import { changeProject, newProject, publishIn } from '../public-project.test-helper.ts';
import { createTask } from '../task.test-helper.ts';
import { openStream, type SseViewer } from './sse-viewer.test-helper.ts';

const t = useTestApp({ ALLOWED_ORIGINS: 'https://wall.example.org' });
const viewers: SseViewer[] = [];
const open = async (url: string, options?: Parameters<typeof openStream>[1]) => {
  const viewer = await openStream(url, options);
  viewers.push(viewer);
  return viewer;
};
const listCount = (v: SseViewer) => v.lists().length;
const lastList = (v: SseViewer) => v.lists().at(-1)!;

afterEach(() => {
  for (const v of viewers.splice(0)) v.close();
});

describe('GET /api/tasks/public/stream', () => {
  it('opens with the current public list as one list event, uncompressed, with a retry hint', async () => {
    const demo = await t.demo();
    const task = await createTask(demo.client, { title: 'Already public' });
    await demo.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });

    const viewer = await open(t.url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(viewer.status).toBe(200);
    expect(viewer.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(viewer.headers['content-encoding']).toBeUndefined();
    await expect.poll(() => listCount(viewer)).toBe(1);
    expect(viewer.lines).toContain('retry: 3000');

    const rest = await t.client().get('/api/tasks/public');
    expect(JSON.parse(viewer.events[0]!.data)).toEqual(rest.body);
    // The event id is the list's version: the kept list's ETag.
    expect(rest.headers.get('etag')).toContain(viewer.events[0]!.id!);
  });

  it('sends one list message per change, the same bytes to every viewer', async () => {
    const demo = await t.demo();
    const [one, two, three] = await Promise.all([open(t.url), open(t.url), open(t.url)]);
    for (const v of [one!, two!, three!]) await expect.poll(() => listCount(v)).toBe(1);

    const first = await createTask(demo.client, { title: 'First published' });
    await demo.client.patch(`/api/tasks/${first.id}/visibility`, { isPublic: true });
    for (const v of [one!, two!, three!]) await expect.poll(() => listCount(v)).toBe(2);

    const second = await createTask(demo.client, { title: 'Second published' });
    await demo.client.patch(`/api/tasks/${second.id}/visibility`, { isPublic: true });
    for (const v of [one!, two!, three!]) await expect.poll(() => listCount(v)).toBe(3);

    // The first change is its own message (no duplicate, nothing skipped), identical for all.
    for (const v of [one!, two!, three!]) {
      const [, afterFirst, afterSecond] = v.lists();
      expect(afterFirst!.tasks.map((p) => p.title)).toContain('First published');
      expect(afterFirst!.tasks.map((p) => p.title)).not.toContain('Second published');
      expect(afterSecond!.tasks.map((p) => p.title)).toContain('Second published');
      expect(v.events.map((e) => e.data)).toEqual(one!.events.map((e) => e.data));
      expect(v.events.map((e) => e.id)).toEqual(one!.events.map((e) => e.id));
    }
  });

  it('resends nothing to a viewer that reconnects with the current version, and the list to one behind', async () => {
    const demo = await t.demo();
    const first = await open(t.url);
    await expect.poll(() => listCount(first)).toBe(1);
    const version = first.events[0]!.id!;

    const current = await open(t.url, { headers: { 'last-event-id': version } });
    const behind = await open(t.url, { headers: { 'last-event-id': 'an-old-version' } });
    await expect.poll(() => listCount(behind)).toBe(1);
    expect(behind.events[0]!.data).toBe(first.events[0]!.data);
    // Only the retry hint reached the up-to-date viewer, and it still gets the next change.
    await expect.poll(() => current.lines).toContain('retry: 3000');
    expect(listCount(current)).toBe(0);

    const task = await createTask(demo.client, { title: 'After the reconnect' });
    await demo.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });
    await expect.poll(() => listCount(current)).toBe(1);
    expect(lastList(current).tasks.map((p) => p.title)).toContain('After the reconnect');
    expect(lastList(current).id).not.toBe(version);
  });

  it('removes an unpublished task, and never carries private data', async () => {
    const demo = await t.demo();
    const viewer = await open(t.url);
    await expect.poll(() => listCount(viewer)).toBe(1);
    const task = await createTask(demo.client, {
      title: 'Internal codename Heron',
      approvalComment: 'the client hesitates',
    });
    await demo.client.post(`/api/tasks/${task.id}/comments`, { content: 'a private remark' });
    await demo.client.patch(`/api/tasks/${task.id}/visibility`, {
      isPublic: true,
      publicSummary: 'Shop redesign',
    });
    await expect.poll(() => lastList(viewer).tasks.some((p) => p.id === task.id)).toBe(true);
    expect(lastList(viewer).tasks.find((p) => p.id === task.id)!.title).toBe('Shop redesign');

    await demo.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: false });
    await expect.poll(() => lastList(viewer).tasks.some((p) => p.id === task.id)).toBe(false);

    const all = viewer.events.map((e) => e.data).join('\n');
    for (const leak of [
      'Internal codename Heron',
      'the client hesitates',
      'a private remark',
      demo.user.id,
      'example.com',
    ]) {
      expect(all).not.toContain(leak);
    }
  });

  it('refuses a host the server does not answer for (DNS rebinding), as every path', async () => {
    const viewer = await open(t.url, { headers: { host: 'rebound.example.net' } });
    expect(viewer.status).toBe(421);
    expect(JSON.parse(viewer.body).code).toBe('HOST_NOT_ALLOWED');
  });

  it('answers the origins of ALLOWED_ORIGINS (embedded dashboards) like the list', async () => {
    const viewer = await open(t.url, { headers: { origin: 'https://wall.example.org' } });
    expect(viewer.status).toBe(200);
    expect(viewer.headers['access-control-allow-origin']).toBe('https://wall.example.org');
  });
});

describe('GET /api/tasks/public/stream?project=KEY', () => {
  let ann: SignedIn;
  beforeAll(async () => {
    ann = await t.member('Ann Streams');
  });
  const titles = (v: SseViewer) =>
    lastList(v)
      .tasks.map((p) => p.title)
      .sort();

  it('sends a project’s viewers that project’s tasks only, and its changes, one message shared by them', async () => {
    const web = await newProject(ann);
    const shop = await newProject(ann);
    const first = await publishIn(ann, web, 'Web first');
    await publishIn(ann, shop, 'Shop first');

    const [one, two] = await Promise.all([open(t.url, { project: web.key }), open(t.url)]);
    const twin = await open(t.url, { project: web.key.toLowerCase() });
    for (const v of [one!, twin]) {
      expect(v.status).toBe(200);
      await expect.poll(() => listCount(v)).toBe(1);
      expect(titles(v)).toEqual(['Web first']);
    }
    const rest = await t.client().get(`/api/tasks/public?project=${web.key}`);
    expect(JSON.parse(one!.events[0]!.data)).toEqual(rest.body);
    await expect.poll(() => titles(two!)).toEqual(expect.arrayContaining(['Web first', 'Shop first']));

    // Another project's change reaches the instance's viewer, never this project's.
    await publishIn(ann, shop, 'Shop second');
    await expect.poll(() => titles(two!)).toContain('Shop second');
    await publishIn(ann, web, 'Web second');
    for (const v of [one!, twin]) await expect.poll(() => titles(v)).toEqual(['Web first', 'Web second']);
    await ann.client.patch(`/api/tasks/${first}/visibility`, { isPublic: false });
    for (const v of [one!, twin]) await expect.poll(() => titles(v)).toEqual(['Web second']);

    for (const v of [one!, twin]) {
      expect(v.lists().every((l) => l.tasks.every((p) => p.title.startsWith('Web')))).toBe(true);
      expect(v.lists()).toHaveLength(3);
    }
    // Its viewers share each message: the same bytes and versions.
    expect(twin.events).toEqual(one!.events);
  });

  it('answers 404 before the stream opens for a key that names no live project with a published task', async () => {
    const quiet = await newProject(ann);
    for (const key of ['NOSUCHKEY', quiet.key, 'not a key']) {
      const viewer = await open(t.url, { project: key });
      expect(viewer.status).toBe(404);
      expect(viewer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(viewer.body).code).toBe('NOT_FOUND');
    }
  });

  it('keeps a project hidden from the instance’s dashboard on its own stream', async () => {
    const hidden = await newProject(ann);
    await publishIn(ann, hidden, 'Soon only on its wall');
    const own = await open(t.url, { project: hidden.key });
    const all = await open(t.url);
    await expect.poll(() => listCount(own)).toBe(1);
    await expect.poll(() => titles(all)).toContain('Soon only on its wall');

    await changeProject(ann, hidden, { showOnInstanceDashboard: false });
    await expect.poll(() => titles(all)).not.toContain('Soon only on its wall');
    const list = await t.client().get('/api/tasks/public');
    expect(list.body.map((p: { title: string }) => p.title)).not.toContain('Soon only on its wall');
    // Its own viewers see no change; a new one still opens on it.
    expect(listCount(own)).toBe(1);
    const late = await open(t.url, { project: hidden.key });
    await expect.poll(() => listCount(late)).toBe(1);
    expect(titles(late)).toEqual(['Soon only on its wall']);
  });
});

describe('stream limits', () => {
  const limited = useTestApp({ PUBLIC_STREAM_MAX: '3', PUBLIC_STREAM_PER_ADDRESS: '2' });

  it('refuses a third stream from one address (429) and a fourth on the instance (503)', async () => {
    const a1 = await open(limited.url);
    await open(limited.url);
    const refused = await open(limited.url);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();

    // Another machine (another loopback source address) still gets in, up to the instance's limit.
    expect((await open(limited.url, { localAddress: '127.0.0.2' })).status).toBe(200);
    const full = await open(limited.url, { localAddress: '127.0.0.3' });
    expect(full.status).toBe(503);
    expect(JSON.parse(full.body).code).toBe('SERVICE_UNAVAILABLE');

    // A viewer that leaves gives its place back.
    a1.close();
    await expect.poll(async () => (await open(limited.url)).status).toBe(200);
  });
});

describe('stream limits across lists', () => {
  const limited = useTestApp({ PUBLIC_STREAM_MAX: '3', PUBLIC_STREAM_PER_ADDRESS: '2' });

  it('count the viewers of every list together, and give back the place of a refused key', async () => {
    const ann = await limited.member('Ann Limits');
    const web = await newProject(ann);
    await publishIn(ann, web, 'Limited wall');
    const from = { localAddress: '127.0.0.4' };
    // A 404 takes no place: three in a row from an address allowed two.
    for (let i = 0; i < 3; i++)
      expect((await open(limited.url, { ...from, project: 'NOSUCHKEY' })).status).toBe(404);
    expect((await open(limited.url, from)).status).toBe(200);
    expect((await open(limited.url, { ...from, project: web.key })).status).toBe(200);
    expect((await open(limited.url, { ...from, project: web.key })).status).toBe(429);
    expect((await open(limited.url, { localAddress: '127.0.0.5', project: web.key })).status).toBe(200);
    expect((await open(limited.url, { localAddress: '127.0.0.6', project: web.key })).status).toBe(503);
  });
});

const clusterSkip = await multiInstanceSkipReason();
describe.skipIf(clusterSkip)(
  `across two instances through Redis${clusterSkip ? ` (skipped: ${clusterSkip})` : ''}`,
  () => {
    let cluster: TestCluster;
    beforeAll(async () => {
      cluster = await startTestCluster(2, { REDIS_URL: process.env.TEST_REDIS_URL! });
    });
    afterAll(() => cluster?.stop());

    it('brings a change made on one instance to the viewers of the other', async () => {
      const [a, b] = cluster.instances;
      const onA = await open(a!.url);
      const onB = await open(b!.url);
      for (const v of [onA, onB]) await expect.poll(() => listCount(v)).toBe(1);

      const cookie = await sessionCookie(a!, 'demo@example.com', 'demo123');
      const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'fetch' };
      const created = await fetch(`${a!.url}/api/tasks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: 'Published on A' }),
      });
      const task = (await created.json()) as { id: string };
      const published = await fetch(`${a!.url}/api/tasks/${task.id}/visibility`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ isPublic: true }),
      });
      expect(published.status).toBe(200);

      for (const v of [onA, onB]) {
        await expect.poll(() => lastList(v).tasks.map((p) => p.title)).toContain('Published on A');
      }
      // Both instances read the same list: the same version on each.
      expect(lastList(onB).id).toBe(lastList(onA).id);
    });
  },
);
