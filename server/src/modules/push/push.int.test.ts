import { randomUUID } from 'node:crypto';
import dns from 'node:dns';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InboxItem } from '@tm/domain/notification/inbox.schema';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { connectSocket } from '../../../test/test-socket.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, sql } from '../tasks/task.test-helper.ts';
import { sendPush } from './push-delivery.ts';
import { startPushEndpoint } from './push-endpoint.test-helper.ts';
import { VAPID_FILE_NAME } from './vapid-keys.ts';

const endpoints: Awaited<ReturnType<typeof startPushEndpoint>>[] = [];
// Closed once the app has stopped.
afterAll(() => Promise.all(endpoints.map((e) => e.close())));
const t = useTestApp();

async function device() {
  const endpoint = await startPushEndpoint();
  endpoints.push(endpoint);
  return endpoint;
}

/** What the inbox announces for every stored item (docs/decisions.md). */
function announce(userId: string, item: Partial<InboxItem> = {}, app: TestApp = t) {
  const full: InboxItem = {
    id: crypto.randomUUID(),
    type: 'assigned',
    taskId: crypto.randomUUID(),
    title: 'Prepare the quarterly report',
    createdAt: new Date().toISOString(),
    readAt: null,
    ...item,
  };
  app.app.deps.events.emit('notification.created', { userId, item: full });
  return full;
}

// Sending goes through the job queue, whose worker looks for jobs every second; a retry waits its backoff.
const arrive = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 100 });

describe('VAPID keys', () => {
  it('are generated into DATA_DIR (0600) and the public one is served to members only', async () => {
    const file = path.join(t.config.dataDir, VAPID_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    const { client } = await t.demo();
    const res = await client.get('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: stored.publicKey });
    expect(res.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.client().get('/api/push/public-key')).status).toBe(401);
  });

  it('are taken from the configuration when given', async () => {
    const keys = (await import('web-push')).default.generateVAPIDKeys();
    const other = await startTestApp({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    try {
      const { client } = await other.demo();
      expect((await client.get('/api/push/public-key')).body).toEqual({ publicKey: keys.publicKey });
      expect(fs.existsSync(path.join(other.config.dataDir, VAPID_FILE_NAME))).toBe(false);
    } finally {
      await other.stop();
    }
  });
});

describe('subscriptions over REST', () => {
  it('creates one per device: the same endpoint again updates the row, even for another member', async () => {
    const { client, user } = await t.member();
    const phone = await device();
    const first = await client.post('/api/push/subscriptions', {
      ...phone.subscription,
      expirationTime: null,
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      endpoint: phone.subscription.endpoint,
      createdAt: expect.any(String),
    });
    const again = await client.post('/api/push/subscriptions', phone.subscription);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const other = await t.member();
    await other.client.post('/api/push/subscriptions', phone.subscription);
    const rows = await sql<{ user_id: string }>(
      t,
      'select user_id from push_subscriptions where endpoint = ?',
      [phone.subscription.endpoint],
    );
    expect(rows).toEqual([{ user_id: other.user.id }]);
    expect(user.id).not.toBe(other.user.id);
  });

  it.each([
    ['no endpoint', (s: any) => ({ keys: s.keys })],
    ['an endpoint that is no URL', (s: any) => ({ ...s, endpoint: 'not a url' })],
    ['an ftp endpoint', (s: any) => ({ ...s, endpoint: 'ftp://push.example.com/x' })],
    ['no keys', (s: any) => ({ endpoint: s.endpoint })],
    ['a short p256dh key', (s: any) => ({ ...s, keys: { ...s.keys, p256dh: 'abc' } })],
    [
      'an auth secret that is not base64url',
      (s: any) => ({ ...s, keys: { ...s.keys, auth: '+'.repeat(22) } }),
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, make) => {
    const { client, user } = await t.member();
    const phone = await device();
    const res = await client.post('/api/push/subscriptions', make(phone.subscription));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(await sql(t, 'select 1 from push_subscriptions where user_id = ?', [user.id])).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    const phone = await device();
    expect((await t.client().post('/api/push/subscriptions', phone.subscription)).status).toBe(401);
  });

  it('deletes only one’s own subscription (204), another’s is a 404 and stays', async () => {
    const owner = await t.member();
    const stranger = await t.member();
    const phone = await device();
    const { body } = await owner.client.post('/api/push/subscriptions', phone.subscription);
    expect((await stranger.client.delete(`/api/push/subscriptions/${body.id}`)).status).toBe(404);
    expect(await sql(t, 'select 1 as kept from push_subscriptions where id = ?', [body.id])).toEqual([
      { kept: 1 },
    ]);
    expect((await owner.client.delete(`/api/push/subscriptions/${body.id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/push/subscriptions/${body.id}`)).status).toBe(404);
    expect((await owner.client.delete('/api/push/subscriptions/not-an-id')).status).toBe(404);
  });
});

describe('subscriptions over tRPC', () => {
  it('answers the same key, subscribes, refuses bad input and another’s delete', async () => {
    const a = await t.member();
    const b = await t.member();
    const asA = callerAs(t, await sessionMember(t, a.user.id));
    const asB = callerAs(t, await sessionMember(t, b.user.id));
    const phone = await device();
    expect((await asA.push.publicKey()).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const sub = await asA.push.subscribe(phone.subscription);
    expect(sub.endpoint).toBe(phone.subscription.endpoint);
    expect(
      await refusal(asA.push.subscribe({ ...phone.subscription, keys: { p256dh: 'x', auth: 'y' } })),
    ).toMatchObject({
      status: 400,
    });
    expect(await refusal(asB.push.unsubscribe({ id: sub.id }))).toEqual({ status: 404, code: 'NOT_FOUND' });
    await asA.push.unsubscribe({ id: sub.id });
    expect(await sql(t, 'select 1 from push_subscriptions where id = ?', [sub.id])).toEqual([]);
    expect(await refusal(callerAs(t, null).push.publicKey())).toMatchObject({ status: 401 });
  });
});

describe('a deactivated member', () => {
  it('loses every subscription, so a push queued before the deactivation reaches no device', async () => {
    const admin = await t.admin();
    const { client, user } = await t.member();
    const phone = await device();
    const sub = await client.post('/api/push/subscriptions', phone.subscription);
    const job = {
      subscriptionId: sub.body.id as string,
      payload: { title: 'Assigned to you', body: 'Quarterly report', url: '/app', tag: 'inbox-x' },
    };
    await sendPush(t.app.deps, job);
    expect(phone.delivered).toHaveLength(1);
    expect((await admin.client.post(`/api/admin/users/${user.id}/deactivate`)).status).toBe(204);
    expect(await sql(t, 'select 1 from push_subscriptions where user_id = ?', [user.id])).toEqual([]);
    await sendPush(t.app.deps, job);
    expect(phone.delivered).toHaveLength(1);
    // A reactivation brings no subscription back: the device subscribes again when the member signs in.
    expect((await admin.client.post(`/api/admin/users/${user.id}/reactivate`)).status).toBe(204);
    expect(await sql(t, 'select 1 from push_subscriptions where user_id = ?', [user.id])).toEqual([]);
  });
});

describe('delivery of inbox notifications', () => {
  it('pushes an encrypted, VAPID-signed message the device decrypts, when the member has no open tab', async () => {
    const { client, user } = await t.member();
    const phone = await device();
    await client.post('/api/push/subscriptions', phone.subscription);
    const item = announce(user.id, { type: 'reminder', title: 'Renew the domain' });
    await arrive(() => phone.delivered.length).toBe(1);
    const [msg] = phone.delivered;
    expect(msg!.payload).toEqual({
      title: 'Due soon',
      body: 'Renew the domain',
      url: `/app/tasks/${item.taskId}`,
      tag: `inbox-${item.id}`,
    });
    expect(msg!.headers['content-encoding']).toBe('aes128gcm');
    expect(msg!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(Number(msg!.headers.ttl)).toBeGreaterThan(0);
  });

  it('sends nothing while a tab of the member is open', async () => {
    const { client, user } = await t.member();
    const phone = await device();
    await client.post('/api/push/subscriptions', phone.subscription);
    const tab = await connectSocket(t.url, client.cookieHeader);
    try {
      announce(user.id, { title: 'Seen in the tab' });
      // A later push after the tab closed proves the first one was skipped, not late.
      await new Promise((r) => setTimeout(r, 2_500));
    } finally {
      tab.disconnect();
    }
    await arrive(async () => {
      announce(user.id, { title: 'After the tab closed' });
      await new Promise((r) => setTimeout(r, 1_500));
      return phone.delivered.length;
    }).toBeGreaterThan(0);
    expect(phone.delivered.map((d) => d.payload.body)).not.toContain('Seen in the tab');
  });

  it('writes in the member’s language', async () => {
    const { client, user } = await t.member();
    await sql(t, `update users set language = 'fr' where id = ?`, [user.id]);
    const phone = await device();
    await client.post('/api/push/subscriptions', phone.subscription);
    announce(user.id, { type: 'commented', title: 'Le rapport' });
    await arrive(() => phone.delivered.length).toBe(1);
    expect(phone.delivered[0]!.payload).toMatchObject({ title: 'Nouveau commentaire', body: 'Le rapport' });
  });

  it('removes the subscription when the push service answers 410, and pushes no more to it', async () => {
    const { client, user } = await t.member();
    const phone = await device();
    const { body } = await client.post('/api/push/subscriptions', phone.subscription);
    phone.answer(410);
    announce(user.id, { title: 'Gone device' });
    await arrive(() => phone.delivered.length).toBe(1);
    await arrive(
      async () => (await sql(t, 'select 1 from push_subscriptions where id = ?', [body.id])).length,
    ).toBe(0);
    announce(user.id, { title: 'Nobody to send to' });
    await new Promise((r) => setTimeout(r, 2_000));
    expect(phone.delivered).toHaveLength(1);
  });

  it('retries when the push service fails (500), then delivers', async () => {
    const { client, user } = await t.member();
    const phone = await device();
    await client.post('/api/push/subscriptions', phone.subscription);
    phone.answer(500);
    announce(user.id, { title: 'Try again' });
    await arrive(() => phone.delivered.length).toBe(2);
    expect(phone.delivered.map((d) => d.payload.body)).toEqual(['Try again', 'Try again']);
  });
});

describe('from the inbox', () => {
  it('a task assigned to a member with no tab open reaches their phone, in words they read', async () => {
    const ana = await t.member();
    const ben = await t.member();
    const phone = await device();
    await ben.client.post('/api/push/subscriptions', phone.subscription);
    const task = await createTask(ana.client, { title: 'Water the plants', assigneeId: ben.user.id });
    await arrive(() => phone.delivered.length).toBe(1);
    expect(phone.delivered[0]!.payload).toMatchObject({
      title: 'Assigned to you',
      body: 'Water the plants',
      url: `/app/tasks/${task.id}`,
    });
  });
});

describe('limits', () => {
  it('takes 10 devices per member; an 11th is refused with 409 over REST and tRPC, a known device is not', async () => {
    const { client, user } = await t.member();
    const service = await device();
    const ten = [service.subscription, ...service.devices(9)];
    const ids: string[] = [];
    for (const sub of ten) {
      const res = await client.post('/api/push/subscriptions', sub);
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const [eleventh] = service.devices(1);
    const refused = await client.post('/api/push/subscriptions', eleventh);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PUSH_SUBSCRIPTION_LIMIT');
    const asMember = callerAs(t, await sessionMember(t, user.id));
    expect(await refusal(asMember.push.subscribe(eleventh!))).toEqual({
      status: 409,
      code: 'PUSH_SUBSCRIPTION_LIMIT',
    });
    // A device already subscribed renews its keys whatever the count.
    expect((await client.post('/api/push/subscriptions', ten[3])).status).toBe(201);
    const count = () =>
      sql<{ n: number }>(t, 'select count(*)::int as n from push_subscriptions where user_id = ?', [user.id]);
    expect(await count()).toEqual([{ n: 10 }]);
    expect((await client.delete(`/api/push/subscriptions/${ids[0]}`)).status).toBe(204);
    expect((await client.post('/api/push/subscriptions', eleventh)).status).toBe(201);
    expect(await count()).toEqual([{ n: 10 }]);
  });

  it('sends at most 4 pushes of one member at once, and another member’s push does not wait behind them', async () => {
    const slow = await t.member();
    const other = await t.member();
    const hanging = await device();
    hanging.hold();
    for (const sub of [hanging.subscription, ...hanging.devices(9)]) {
      expect((await slow.client.post('/api/push/subscriptions', sub)).status).toBe(201);
    }
    const phone = await device();
    await other.client.post('/api/push/subscriptions', phone.subscription);
    announce(slow.user.id, { title: 'To ten devices that hang' });
    await arrive(() => hanging.load.inFlight).toBe(4);
    announce(other.user.id, { title: 'Not held up' });
    await arrive(() => phone.delivered.length).toBe(1);
    // Passed while the first member's pushes still hung: none of theirs was answered yet.
    expect(hanging.delivered).toHaveLength(0);
    expect(hanging.load.maxInFlight).toBe(4);
    hanging.release();
    expect(phone.delivered[0]!.payload.body).toBe('Not held up');
  });
});

describe('with private addresses refused (ALLOW_PRIVATE_INTEGRATION_URLS off)', () => {
  const strict = useTestApp({ ALLOW_PRIVATE_INTEGRATION_URLS: '0' });

  it('refuses plain http, loopback and private endpoints at subscription with PUSH_ENDPOINT_REFUSED', async () => {
    const { client, user } = await strict.member();
    const local = await device();
    const { keys } = local.subscription;
    for (const endpoint of [
      local.subscription.endpoint,
      `https://127.0.0.1:${local.port}/push/x`,
      `https://localhost:${local.port}/push/x`,
      `https://[::ffff:7f00:1]:${local.port}/push/x`,
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.8/push/x',
    ]) {
      const res = await client.post('/api/push/subscriptions', { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.code).toBe('PUSH_ENDPOINT_REFUSED');
    }
    const asMember = callerAs(strict, await sessionMember(strict, user.id));
    expect(await refusal(asMember.push.subscribe(local.subscription))).toEqual({
      status: 400,
      code: 'PUSH_ENDPOINT_REFUSED',
    });
    expect(await sql(strict, 'select 1 from push_subscriptions where user_id = ?', [user.id])).toEqual([]);
    expect(local.load.connections).toBe(0);
  });

  it('never connects to an endpoint whose host name resolves to this machine', async () => {
    // The machine's own name resolves to loopback through /etc/hosts (no DNS needed).
    const name = os.hostname();
    const addresses = await dns.promises.lookup(name, { all: true });
    expect(addresses.map((a) => a.address).every((a) => a === '::1' || a.startsWith('127.'))).toBe(true);
    const { client, user } = await strict.member();
    const local = await device();
    const viaName = {
      ...local.subscription,
      endpoint: local.subscription.endpoint.replace('http://127.0.0.1', `https://${name}`),
    };
    const saved = await client.post('/api/push/subscriptions', viaName);
    expect(saved.status, saved.text).toBe(201);
    // A row from before the subscription check refused `localhost`: refused when sending too.
    const [old] = local.devices(1);
    const oldId = randomUUID();
    await sql(
      strict,
      'insert into push_subscriptions (id, user_id, endpoint, p256dh, auth) values (?, ?, ?, ?, ?)',
      [
        oldId,
        user.id,
        old!.endpoint.replace('http://127.0.0.1', 'https://localhost'),
        old!.keys.p256dh,
        old!.keys.auth,
      ],
    );
    announce(user.id, { title: 'Meant for an internal service' }, strict);
    // Each push ran to its end (refused, not retried) without one connection to the local server.
    await arrive(async () =>
      (
        await sql<{ state: string }>(
          strict,
          `select state from pgboss.job where name = 'push.send' and data->>'subscriptionId' in (?, ?)`,
          [saved.body.id, oldId],
        )
      ).map((r) => r.state),
    ).toEqual(['completed', 'completed']);
    expect(local.load.connections).toBe(0);
    expect(local.delivered).toEqual([]);
  });
});
