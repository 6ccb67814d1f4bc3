import fs from 'node:fs';
import path from 'node:path';
import type { InboxItem } from '@tm/domain/notification/inbox.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { connectSocket } from '../../../test/test-socket.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, demoMember, newMember, sql } from '../tasks/task.test-helper.ts';
import { startPushEndpoint } from './push-endpoint.test-helper.ts';
import { VAPID_FILE_NAME } from './vapid-keys.ts';

let t: TestApp;
const endpoints: Awaited<ReturnType<typeof startPushEndpoint>>[] = [];

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
  await Promise.all(endpoints.map((e) => e.close()));
});

async function device() {
  const endpoint = await startPushEndpoint();
  endpoints.push(endpoint);
  return endpoint;
}

/** What the inbox announces for every stored item (docs/decisions.md). */
function announce(userId: string, item: Partial<InboxItem> = {}) {
  const full: InboxItem = {
    id: crypto.randomUUID(),
    type: 'assigned',
    taskId: crypto.randomUUID(),
    title: 'Prepare the quarterly report',
    createdAt: new Date().toISOString(),
    readAt: null,
    ...item,
  };
  t.app.deps.events.emit('notification.created', { userId, item: full });
  return full;
}

// Sending goes through the job queue, whose worker looks for jobs every second; a retry waits its backoff.
const arrive = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 100 });

describe('VAPID keys', () => {
  it('are generated into DATA_DIR (0600) and the public one is served to members only', async () => {
    const file = path.join(t.config.dataDir, VAPID_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    const { client } = await demoMember(t);
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
      const { client } = await demoMember(other);
      expect((await client.get('/api/push/public-key')).body).toEqual({ publicKey: keys.publicKey });
      expect(fs.existsSync(path.join(other.config.dataDir, VAPID_FILE_NAME))).toBe(false);
    } finally {
      await other.stop();
    }
  });
});

describe('subscriptions over REST', () => {
  it('creates one per device: the same endpoint again updates the row, even for another member', async () => {
    const { client, user } = await newMember(t);
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
    const other = await newMember(t);
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
    const { client, user } = await newMember(t);
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
    const owner = await newMember(t);
    const stranger = await newMember(t);
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
    const a = await newMember(t);
    const b = await newMember(t);
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

describe('delivery of inbox notifications', () => {
  it('pushes an encrypted, VAPID-signed message the device decrypts, when the member has no open tab', async () => {
    const { client, user } = await newMember(t);
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
    const { client, user } = await newMember(t);
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
    const { client, user } = await newMember(t);
    await sql(t, `update users set language = 'fr' where id = ?`, [user.id]);
    const phone = await device();
    await client.post('/api/push/subscriptions', phone.subscription);
    announce(user.id, { type: 'commented', title: 'Le rapport' });
    await arrive(() => phone.delivered.length).toBe(1);
    expect(phone.delivered[0]!.payload).toMatchObject({ title: 'Nouveau commentaire', body: 'Le rapport' });
  });

  it('removes the subscription when the push service answers 410, and pushes no more to it', async () => {
    const { client, user } = await newMember(t);
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
    const { client, user } = await newMember(t);
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
    const ana = await newMember(t);
    const ben = await newMember(t);
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
