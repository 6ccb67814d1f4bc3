import { startReceiver } from '@tm/test-support/webhook-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterSkipReason,
  sessionCookie,
  startTestCluster,
  type TestCluster,
} from '../../../test/test-cluster.ts';

const SECRET = 'a-receiver-secret-of-some-length';

describe.skipIf(clusterSkipReason)('webhooks with two instances on one database', () => {
  let cluster: TestCluster;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    cluster = await startTestCluster(2, { ALLOW_PRIVATE_INTEGRATION_URLS: '1' });
    receiver = await startReceiver(SECRET);
  });
  afterAll(async () => {
    await cluster?.stop();
    await receiver?.close();
  });

  const call = async (i: number, cookie: string, method: string, path: string, body: unknown) => {
    const res = await fetch(cluster.instances[i]!.url + path, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  it('each change is one event, delivered once, whichever instance made it', async () => {
    const [a, b] = cluster.instances;
    const cookieA = await sessionCookie(a!, 'admin@example.com', 'admin123');
    const cookieB = await sessionCookie(b!, 'admin@example.com', 'admin123');
    const hook = await call(0, cookieA, 'POST', '/api/webhooks', {
      url: receiver.url,
      events: ['task.created'],
      secret: SECRET,
    });
    expect(hook.status).toBe(201);
    const titles = ['On A 1', 'On B 1', 'On A 2', 'On B 2'];
    for (const [i, title] of titles.entries()) {
      const res = await call(i % 2, i % 2 ? cookieB : cookieA, 'POST', '/api/tasks', { title });
      expect(res.status).toBe(201);
    }
    await expect
      .poll(() => receiver.ofType('task.created').length, { timeout: 30_000, interval: 100 })
      .toBeGreaterThanOrEqual(titles.length);
    // Every change arrived, and each once: one event id per task, no second delivery.
    const got = receiver.ofType('task.created');
    expect(got.map((r) => r.body.data.task.title).sort()).toEqual([...titles].sort());
    expect(new Set(got.map((r) => r.headers['x-webhook-id'])).size).toBe(titles.length);
    expect(got.every((r) => r.signatureValid)).toBe(true);
    // And nothing waits to send one again: each change wrote exactly one row, now done.
    const em = a!.deps.orm.em.fork();
    await expect
      .poll(
        async () =>
          (
            await em.execute<{ n: number; done: number }[]>(
              'select count(*)::int as n, count(done_at)::int as done from webhook_outbox',
            )
          )[0],
        { timeout: 30_000, interval: 100 },
      )
      .toEqual({ n: titles.length, done: titles.length });
  });
});

describe.skipIf(clusterSkipReason)('ALLOW_PRIVATE_INTEGRATION_URLS across instances of one database', () => {
  let cluster: TestCluster;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    cluster = await startTestCluster(2, { ALLOW_PRIVATE_INTEGRATION_URLS: '0' });
    receiver = await startReceiver(SECRET);
  });
  afterAll(async () => {
    await cluster?.stop();
    await receiver?.close();
  });

  it('an instance with another value than the running ones refuses to start; once all stopped, it may', async () => {
    const [a] = cluster.instances;
    const cookie = await sessionCookie(a!, 'admin@example.com', 'admin123');
    // Saved on a guarded instance: a host name, so only the delivery's lookup can refuse it.
    const hook = await fetch(`${a!.url}/api/webhooks`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: receiver.url.replace('127.0.0.1', 'localhost'),
        events: ['task.created'],
        secret: SECRET,
      }),
    });
    expect(hook.status).toBe(201);
    const { id } = (await hook.json()) as { id: string };

    await expect(cluster.startInstance({ ALLOW_PRIVATE_INTEGRATION_URLS: '1' })).rejects.toThrow(
      /ALLOW_PRIVATE_INTEGRATION_URLS is on here but off on the instances already running/,
    );
    expect(cluster.instances).toHaveLength(2);

    const task = await fetch(`${a!.url}/api/tasks`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Only guarded instances deliver this' }),
    });
    expect(task.status).toBe(201);
    const em = a!.deps.orm.em.fork();
    await expect
      .poll(
        async () =>
          (
            await em.execute<{ error: string | null }[]>(
              'select error from webhook_deliveries where webhook_id = ?',
              [id],
            )
          ).map((r) => r.error),
        { timeout: 30_000, interval: 200 },
      )
      .toEqual([expect.stringContaining('resolves to a private address')]);
    expect(receiver.received).toEqual([]);

    // With every instance stopped, the next one to start sets the value.
    await Promise.all(cluster.instances.map((i) => i.stop()));
    const loose = await cluster.startInstance({ ALLOW_PRIVATE_INTEGRATION_URLS: '1' });
    expect(loose.deps.config.allowPrivateIntegrationUrls).toBe(true);
    await expect(cluster.startInstance({ ALLOW_PRIVATE_INTEGRATION_URLS: '0' })).rejects.toThrow(
      /ALLOW_PRIVATE_INTEGRATION_URLS is off here but on/,
    );
  });
});
