import { startReceiver } from '@tm/test-support/webhook-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, sql } from '../tasks/task.test-helper.ts';
import { webhookRepository } from './webhook.repository.ts';

const SECRET = 'a-receiver-secret-of-some-length';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver(SECRET);
});
afterAll(() => receiver?.close());
// Started after the receiver and stopped before it. Retries one, then two seconds
// apart, instead of 30 s and more.
const t = useTestApp({ WEBHOOK_RETRY_BASE_SECONDS: '1' });
let admin: { client: TestClient; user: { id: string } };
beforeAll(async () => {
  admin = await t.admin();
});

async function newWebhook(events: string[], extra: Record<string, unknown> = {}) {
  const res = await admin.client.post('/api/webhooks', {
    url: receiver.url,
    events,
    secret: SECRET,
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string };
}

// Deliveries go through the job queue, whose workers look for jobs every second;
// a retry waits its backoff (1 s, then 2 s) on top.
const arrive = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 100 });

const deliveries = async (id: string) =>
  (await admin.client.get(`/api/webhooks/${id}/deliveries`)).body as any[];

describe('managing webhooks over REST', () => {
  it('creates with a generated secret shown once, stored sealed, and lists without it', async () => {
    const res = await admin.client.post('/api/webhooks', {
      url: 'https://hooks.example.com/in',
      events: ['task.updated', 'task.created'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: 'https://hooks.example.com/in',
      events: ['task.created', 'task.updated'],
      format: 'json',
      active: true,
      createdAt: expect.any(String),
      projectIds: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await sql<{ secret_sealed: string }>(t, 'select secret_sealed from webhooks where id = ?', [
      res.body.id,
    ]);
    expect(row!.secret_sealed).toMatch(/^v1\./);
    expect(row!.secret_sealed).not.toContain(res.body.secret);
    const { secret: _shownOnce, ...listed } = res.body;
    expect((await admin.client.get('/api/webhooks')).body).toContainEqual(listed);

    const paused = await admin.client.patch(`/api/webhooks/${res.body.id}`, {
      active: false,
      format: 'chat',
    });
    // What the change does not name stays as it was.
    expect(paused.body).toMatchObject({
      active: false,
      format: 'chat',
      events: listed.events,
      url: listed.url,
    });
    const newEvents = await admin.client.patch(`/api/webhooks/${res.body.id}`, {
      events: ['comment.created', 'task.created'],
    });
    expect(newEvents.body).toMatchObject({ events: ['task.created', 'comment.created'], active: false });
    expect((await admin.client.delete(`/api/webhooks/${res.body.id}`)).status).toBe(204);
    expect((await admin.client.delete(`/api/webhooks/${res.body.id}`)).status).toBe(404);
  });

  it.each([
    ['no events', { url: 'https://h.example.com', events: [] }, 'WEBHOOK_EVENTS_REQUIRED'],
    ['an unknown event', { url: 'https://h.example.com', events: ['task.exploded'] }, 'VALIDATION_FAILED'],
    ['an ftp address', { url: 'ftp://h.example.com', events: ['task.created'] }, 'WEBHOOK_URL_REFUSED'],
    [
      'credentials in the address',
      { url: 'https://a:b@h.example.com', events: ['task.created'] },
      'WEBHOOK_URL_REFUSED',
    ],
    [
      'a short secret',
      { url: 'https://h.example.com', events: ['task.created'], secret: 'short' },
      'VALIDATION_FAILED',
    ],
    [
      'an unknown format',
      { url: 'https://h.example.com', events: ['task.created'], format: 'xml' },
      'VALIDATION_FAILED',
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, body, code) => {
    const before = await sql(t, 'select count(*)::int as n from webhooks');
    const res = await admin.client.post('/api/webhooks', body);
    expect([res.status, res.body.code]).toEqual([400, code]);
    expect(await sql(t, 'select count(*)::int as n from webhooks')).toEqual(before);
  });

  it('is for admins only, and answers 404 for an unknown or malformed id', async () => {
    const { client } = await t.demo();
    expect((await client.get('/api/webhooks')).body.code).toBe('FORBIDDEN');
    expect((await client.post('/api/webhooks', { url: receiver.url, events: ['task.created'] })).status).toBe(
      403,
    );
    expect((await t.client().get('/api/webhooks')).status).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.patch(`/api/webhooks/${missing}`, { active: false })).status).toBe(404);
    expect((await admin.client.get('/api/webhooks/nope/deliveries')).status).toBe(404);
    expect((await admin.client.post(`/api/webhooks/${missing}/test`)).status).toBe(404);
  });

  it('refuses a private address unless ALLOW_PRIVATE_INTEGRATION_URLS is set', async () => {
    const strict = await startTestApp({ ALLOW_PRIVATE_INTEGRATION_URLS: '0' });
    try {
      const a = await strict.admin();
      const res = await a.client.post('/api/webhooks', {
        url: 'http://127.0.0.1:9/x',
        events: ['task.created'],
      });
      expect([res.status, res.body.code]).toEqual([400, 'WEBHOOK_URL_REFUSED']);
    } finally {
      await strict.stop();
    }
  });
});

describe('tRPC webhooks.*', () => {
  it('lists, creates and updates like REST; members are refused', async () => {
    const as = callerAs(t, await sessionMember(t, admin.user.id));
    const created = await as.webhooks.create({ url: 'https://h.example.com/t', events: ['user.created'] });
    expect(created.secret).toMatch(/^whsec_/);
    expect((await as.webhooks.list()).map((w) => w.id)).toContain(created.id);
    expect(await as.webhooks.update({ id: created.id, active: false })).toMatchObject({ active: false });
    expect(await as.webhooks.deliveries({ id: created.id })).toEqual([]);
    await as.webhooks.delete({ id: created.id });
    const demo = await t.demo();
    const asMember = callerAs(t, await sessionMember(t, demo.user.id));
    expect(await refusal(asMember.webhooks.list())).toEqual({ status: 403, code: 'FORBIDDEN' });
  });
});

describe('deliveries', () => {
  it('signs each event; a public task is both created and published, each with its own id', async () => {
    const hook = await newWebhook(['task.created', 'task.published']);
    const task = await createTask(admin.client, { title: 'Signed and public' });
    const published = await admin.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });
    expect(published.status).toBe(200);
    await arrive(() => receiver.received.filter((r) => r.body.data?.task?.id === task.id).length).toBe(2);
    const got = receiver.received.filter((r) => r.body.data?.task?.id === task.id);
    expect(got.map((r) => r.body.type).sort()).toEqual(['task.created', 'task.published']);
    expect(got.find((r) => r.body.type === 'task.published')!.body.data.task.isPublic).toBe(true);
    for (const r of got) {
      expect(r.signatureValid).toBe(true);
      expect(r.headers['x-webhook-id']).toBe(r.body.id);
      expect(Math.abs(Number(r.headers['x-webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(120);
      expect(r.body).toEqual({
        id: expect.any(String),
        type: r.body.type,
        occurredAt: expect.any(String),
        data: {
          task: expect.objectContaining({ id: task.id, title: 'Signed and public' }),
          actorId: admin.user.id,
        },
      });
    }
    expect(got[0]!.body.id).not.toBe(got[1]!.body.id);
    await arrive(async () => (await deliveries(hook.id)).length).toBe(2);
    expect((await deliveries(hook.id))[0]).toEqual({
      id: expect.any(String),
      eventId: expect.any(String),
      event: expect.stringMatching(/^task\.(created|published)$/),
      attempt: 1,
      statusCode: 200,
      error: null,
      durationMs: expect.any(Number),
      createdAt: expect.any(String),
    });
    await admin.client.delete(`/api/webhooks/${hook.id}`);
  });

  it('retries after two 500s with the same event id, logging each attempt', async () => {
    const hook = await newWebhook(['comment.created']);
    const task = await createTask(admin.client, { title: 'Commented' });
    receiver.answer('comment.created', 500, 500);
    expect(
      (await admin.client.post(`/api/tasks/${task.id}/comments`, { content: 'Third time lucky' })).status,
    ).toBe(201);
    await arrive(() => receiver.ofType('comment.created').length).toBe(3);
    const ids = new Set(receiver.ofType('comment.created').map((r) => r.headers['x-webhook-id']));
    expect(ids.size).toBe(1);
    expect(receiver.ofType('comment.created').every((r) => r.signatureValid)).toBe(true);
    await arrive(async () => (await deliveries(hook.id)).length).toBe(3);
    const log = (await deliveries(hook.id)).map((d) => [d.attempt, d.statusCode]);
    expect(log).toEqual([
      [3, 200],
      [2, 500],
      [1, 500],
    ]);
    await admin.client.delete(`/api/webhooks/${hook.id}`);
  });

  it('delivers nothing for a rolled-back change', async () => {
    const hook = await newWebhook(['task.created']);
    // A creation write that fails for one title: that task's insert, in its
    // transaction, is rolled back (tasks/task-creation-writes.ts).
    t.app.deps.taskCreationWrites.add({
      name: 'webhooks-test-rollback',
      sql: `insert into access_tokens (id, user_id, name, scope, secret_hash)
        select gen_random_uuid(), ?::uuid, 'x', 'bogus', md5(random()::text) || md5(random()::text)
        from t where t.title = 'Rolled back' returning 1`,
      params: (createdBy) => [createdBy],
    });
    const failed = await admin.client.post('/api/tasks', { title: 'Rolled back' });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(await sql(t, `select id from tasks where title = 'Rolled back'`)).toEqual([]);
    const after = await createTask(admin.client, { title: 'Committed after' });
    await arrive(() => receiver.ofType('task.created').some((r) => r.body.data.task.id === after.id)).toBe(
      true,
    );
    expect(receiver.received.some((r) => r.body.data?.task?.title === 'Rolled back')).toBe(false);
    // The event is written in the task's statement, so the rolled-back one left no
    // row to send, now or later: this webhook was given exactly one, and it is done.
    await arrive(() =>
      sql(
        t,
        'select count(*)::int as n, count(done_at)::int as done from webhook_outbox where webhook_id = ?',
        [hook.id],
      ),
    ).toEqual([{ n: 1, done: 1 }]);
    expect(
      await sql(t, 'select count(*)::int as n from webhook_deliveries where webhook_id = ?', [hook.id]),
    ).toEqual([{ n: 1 }]);
    await admin.client.delete(`/api/webhooks/${hook.id}`);
  });

  it('writes the events of a change in its transaction: a bulk change rolled back leaves none', async () => {
    const hook = await newWebhook(['task.updated', 'task.created']);
    // The next occurrence of this series fails its insert, after the first task's
    // change (and its event) was written in the same transaction.
    t.app.deps.taskCreationWrites.add({
      name: 'webhooks-test-bulk-rollback',
      sql: `insert into access_tokens (id, user_id, name, scope, secret_hash)
        select gen_random_uuid(), ?::uuid, 'x', 'bogus', md5(random()::text) || md5(random()::text)
        from t where t.title = 'Series that cannot repeat' and t.due_date is not null returning 1`,
      params: (createdBy) => [createdBy],
    });
    const plain = await createTask(admin.client, { title: 'Changed, then rolled back' });
    const series = await createTask(admin.client, {
      title: 'Series that cannot repeat',
      recurrencePattern: 'weekly',
    });
    await arrive(async () =>
      sql(t, 'select count(done_at)::int as done from webhook_outbox where webhook_id = ?', [hook.id]),
    ).toEqual([{ done: 2 }]);
    const bulk = await admin.client.post('/api/tasks/bulk', {
      ids: [plain.id, series.id],
      set: { status: 'done' },
    });
    expect(bulk.status).toBeGreaterThanOrEqual(400);
    expect(await sql(t, 'select status from tasks where id = ?', [plain.id])).toEqual([{ status: 'todo' }]);
    expect(
      await sql(
        t,
        `select count(*)::int as n from webhook_outbox where event_type = 'task.updated' and task_id = ?`,
        [plain.id],
      ),
    ).toEqual([{ n: 0 }]);
    // The same change committed is told once.
    const done = await admin.client.patch(`/api/tasks/${plain.id}`, { status: 'done' });
    expect(done.status).toBe(200);
    await arrive(
      () => receiver.ofType('task.updated').filter((r) => r.body.data.task.id === plain.id).length,
    ).toBe(1);
    await admin.client.delete(`/api/webhooks/${hook.id}`);
  });

  it('a new task’s event carries the task as its creation answered it, with labels and as made by the statement', async () => {
    const hook = await newWebhook(['task.created', 'task.published']);
    const label = await admin.client.post('/api/labels', { name: 'Outbox label', color: 'red' });
    expect(label.status).toBe(201);
    const plain = await createTask(admin.client, {
      title: 'Told as answered',
      description: 'With *Markdown*',
      assigneeId: admin.user.id,
      dueDate: '2027-01-15',
    });
    const labelled = await createTask(admin.client, {
      title: 'Told with its labels',
      labelIds: [label.body.id],
    });
    const told = (id: string) => receiver.ofType('task.created').filter((r) => r.body.data.task.id === id);
    await arrive(() => told(plain.id).length + told(labelled.id).length).toBe(2);
    expect(told(plain.id)[0]!.body.data.task).toEqual(plain);
    expect(told(labelled.id)[0]!.body.data.task).toEqual(labelled);
    expect(labelled.labels).toEqual([expect.objectContaining({ id: label.body.id })]);
    expect(told(plain.id)[0]!.body.occurredAt).toBe(plain.createdAt);
    await arrive(async () =>
      sql(
        t,
        'select count(*)::int as n, count(done_at)::int as done from webhook_outbox where webhook_id = ?',
        [hook.id],
      ),
    ).toEqual([{ n: 2, done: 2 }]);
    await admin.client.delete(`/api/webhooks/${hook.id}`);
  });

  it('format "chat" posts a one-line {text}; paused webhooks hear nothing but test events', async () => {
    const hook = await newWebhook(['user.created', 'user.deleted'], { format: 'chat' });
    const member = await t.member('Chatty Newcomer');
    await arrive(() => receiver.received.filter((r) => r.body.text?.includes('Chatty Newcomer')).length).toBe(
      1,
    );
    const chat = receiver.received.find((r) => r.body.text?.includes('Chatty Newcomer'))!;
    expect(chat.body).toEqual({ text: 'New member: “Chatty Newcomer”' });
    expect(chat.signatureValid).toBe(true);
    expect(member.user.name).toBe('Chatty Newcomer');
    // A deleted member is named: the row keeps the name (soft delete).
    expect((await admin.client.delete(`/api/admin/users/${member.user.id}`)).status).toBe(204);
    await arrive(() =>
      receiver.received.some((r) => r.body.text === 'Member “Chatty Newcomer” was deleted'),
    ).toBe(true);

    await admin.client.patch(`/api/webhooks/${hook.id}`, { active: false });
    await t.member('Unheard Newcomer');
    const test = await admin.client.post(`/api/webhooks/${hook.id}/test`);
    expect(test.status).toBe(202);
    await arrive(() => receiver.received.some((r) => r.headers['x-webhook-id'] === test.body.eventId)).toBe(
      true,
    );
    expect(receiver.received.some((r) => r.body.text?.includes('Unheard'))).toBe(false);
    await admin.client.delete(`/api/webhooks/${hook.id}`);
  });

  it('format "chat" carries members’ text escaped: no broadcast, mention or disguised link reaches the chat', async () => {
    const hook = await newWebhook(['task.created'], { format: 'chat' });
    const title = 'Chat escape <!channel> @here R&D <https://evil.example|report> [x](https://evil.example)';
    await createTask(admin.client, { title });
    await arrive(() => receiver.received.filter((r) => r.body.text?.includes('Chat escape')).length).toBe(1);
    const chat = receiver.received.find((r) => r.body.text?.includes('Chat escape'))!;
    expect(chat.body).toEqual({
      text:
        'New task “Chat escape &lt;!channel&gt; @\u200Bhere R&amp;D &lt;https://evil.example|report&gt; ' +
        '[x]\u200B(https://evil.example)”',
    });
    expect(chat.signatureValid).toBe(true);
    await admin.client.delete(`/api/webhooks/${hook.id}`);
  });

  it('sends a ping test event and redelivers a logged one with its event id', async () => {
    const hook = await newWebhook(['task.deleted']);
    const test = await admin.client.post(`/api/webhooks/${hook.id}/test`);
    await arrive(() => receiver.received.filter((r) => r.body.id === test.body.eventId).length).toBe(1);
    expect(receiver.received.find((r) => r.body.id === test.body.eventId)!.body.type).toBe('ping');
    await arrive(async () => (await deliveries(hook.id)).length).toBe(1);
    const [logged] = await deliveries(hook.id);
    const again = await admin.client.post(`/api/webhooks/${hook.id}/deliveries/${logged.id}/redeliver`);
    expect(again.status).toBe(202);
    await arrive(() => receiver.received.filter((r) => r.body.id === test.body.eventId).length).toBe(2);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.post(`/api/webhooks/${hook.id}/deliveries/${missing}/redeliver`)).status).toBe(
      404,
    );
    await admin.client.delete(`/api/webhooks/${hook.id}`);
  });

  it('pauses a webhook failing for 24 hours and mails its creator', async () => {
    const hook = await newWebhook(['task.deleted']);
    await sql(t, `update webhooks set failing_since = now() - interval '25 hours' where id = ?`, [hook.id]);
    receiver.answer('task.deleted', 503);
    const task = await createTask(admin.client, { title: 'Deleted while failing' });
    expect((await admin.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    await arrive(
      async () => (await sql(t, 'select active from webhooks where id = ?', [hook.id]))[0]?.active,
    ).toBe(false);
    const mail = await sql<{ to_address: string; subject: string }>(
      t,
      `select to_address, subject from mail_outbox where subject like 'Webhook paused%'`,
    );
    expect(mail).toEqual([{ to_address: 'admin@example.com', subject: expect.stringContaining('24 hours') }]);
    expect((await deliveries(hook.id)).map((d) => d.statusCode)).toEqual([503]);
    await admin.client.delete(`/api/webhooks/${hook.id}`);
  });

  it('the log keeps 30 days', async () => {
    const hook = await newWebhook(['task.deleted']);
    await sql(
      t,
      `insert into webhook_deliveries (id, webhook_id, event_id, event_type, body, attempt, status_code, created_at)
       values (gen_random_uuid(), ?, gen_random_uuid(), 'task.deleted', '{}', 1, 200, now() - interval '31 days'),
              (gen_random_uuid(), ?, gen_random_uuid(), 'task.deleted', '{}', 1, 200, now() - interval '29 days')`,
      [hook.id, hook.id],
    );
    await webhookRepository.purgeOld(t.app.deps.orm.em.fork() as never);
    expect((await deliveries(hook.id)).length).toBe(1);
    await admin.client.delete(`/api/webhooks/${hook.id}`);
  });
});

describe('a webhook limited to projects', () => {
  it('hears only their tasks, with each task’s project and reference, and no people events', async () => {
    const project = async (key: string) =>
      (await admin.client.post('/api/projects', { name: `Hooked ${key}`, key })).body as { id: string };
    const heard = await project('HOOKA');
    const other = await project('HOOKB');
    const hook = await newWebhook(['task.created', 'task.deleted', 'comment.created', 'user.created'], {
      projectIds: [heard.id],
    });
    expect(
      (await admin.client.get('/api/webhooks')).body.find((w: { id: string }) => w.id === hook.id),
    ).toMatchObject({ projectIds: [heard.id] });
    const mine = await createTask(admin.client, { projectId: heard.id, title: 'Heard' });
    const theirs = await createTask(admin.client, { projectId: other.id, title: 'Not heard' });
    await admin.client.post(`/api/tasks/${mine.id}/comments`, { content: 'On the heard task' });
    await admin.client.post(`/api/tasks/${theirs.id}/comments`, { content: 'On the other task' });
    await admin.client.delete(`/api/tasks/${mine.id}`);
    await t.member('Joins while hooked');
    await arrive(async () => (await deliveries(hook.id)).length).toBe(3);
    const events = (await deliveries(hook.id)).map((d) => d.event).sort();
    expect(events).toEqual(['comment.created', 'task.created', 'task.deleted']);
    const created = receiver.ofType('task.created').find((r) => r.body.data.task.id === mine.id);
    expect(created?.body.data.task).toMatchObject({ projectId: heard.id, ref: 'HOOKA-1' });
    const deleted = receiver.ofType('task.deleted').find((r) => r.body.data.task.id === mine.id);
    expect(deleted?.body.data.task).toEqual({ id: mine.id, projectId: heard.id, ref: 'HOOKA-1' });
    // A webhook of every project again.
    const all = await admin.client.patch(`/api/webhooks/${hook.id}`, { projectIds: null });
    expect(all.body.projectIds).toBeNull();
    const unknown = await admin.client.patch(`/api/webhooks/${hook.id}`, {
      projectIds: [crypto.randomUUID()],
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'PROJECT_NOT_FOUND']);
  });
});
