import type { IntegrationProvider } from '@tm/domain/integration/integration.schema';
import { FakeTicketing } from '@tm/test-support/fake-ticketing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../test/test-app.ts';
import type { TestClient, TestResponse } from '../../../test/test-client.ts';
import { eventually } from '../../../test/test-socket.ts';
import { createTask, sql } from '../tasks/task.test-helper.ts';
import { SYNC_JOB } from './integration.jobs.ts';
import { startAppWithLogs } from './testing/captured-app.test-helper.ts';
import { flushTicketRequests } from './ticket-requests.ts';

const KEYS: Record<IntegrationProvider, string> = {
  zammad: 'zammad-token-7f3a9c1e5b2d4f60',
  osticket: 'OSTICKET0A1B2C3D4E5F60718293A4B5',
  freshdesk: 'freshdeskKeyQ9w8E7r6',
};
const WRONG_KEY = 'not-the-right-key-000000';
const CONFIG: Record<IntegrationProvider, Record<string, unknown>> = {
  zammad: { defaultGroup: 'Support', customerEmail: 'customer@example.com', syncIntervalMinutes: 5 },
  osticket: { defaultTopicId: '2', name: 'Help Desk', email: 'desk@example.com', syncIntervalMinutes: 5 },
  freshdesk: { defaultEmail: 'requester@example.com', syncIntervalMinutes: 5 },
};

let t: Awaited<ReturnType<typeof startAppWithLogs>>;
const vendors = {} as Record<IntegrationProvider, FakeTicketing>;
const responses: TestResponse[] = [];

beforeAll(async () => {
  t = await startAppWithLogs();
  for (const provider of ['zammad', 'osticket', 'freshdesk'] as const) {
    vendors[provider] = await new FakeTicketing(KEYS[provider]).start();
  }
});
afterAll(async () => {
  await t?.stop();
  for (const v of Object.values(vendors)) await v.stop();
});

/** Every answer is kept, to check at the end that no key ever left the server. */
async function record(res: Promise<TestResponse>): Promise<TestResponse> {
  const r = await res;
  responses.push(r);
  return r;
}

const integrationOf = async (client: TestClient, provider: IntegrationProvider) =>
  (await record(client.get('/api/integrations'))).body.find(
    (i: { provider: string }) => i.provider === provider,
  );

describe.each(['zammad', 'osticket', 'freshdesk'] as const)('%s integration', (provider) => {
  let member: SignedIn;
  const body = (overrides: Record<string, unknown> = {}) => ({
    provider,
    apiUrl: vendors[provider].url,
    apiKey: KEYS[provider],
    config: CONFIG[provider],
    ...overrides,
  });

  beforeAll(async () => {
    member = await t.member(`${provider} user`);
  });

  it('tests the connection with the documented authentication', async () => {
    const ok = await record(member.client.post('/api/integrations/test', body()));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true });
    const call = vendors[provider].requests.at(-1)!;
    if (provider === 'zammad') {
      expect(call).toMatchObject({ method: 'GET', path: '/api/v1/users/me' });
      expect(call.headers.authorization).toBe(`Token token=${KEYS.zammad}`);
    } else if (provider === 'freshdesk') {
      expect(call).toMatchObject({ method: 'GET', path: '/api/v2/tickets?per_page=1' });
      expect(call.headers.authorization).toBe(
        `Basic ${Buffer.from(`${KEYS.freshdesk}:X`).toString('base64')}`,
      );
    } else {
      expect(call).toMatchObject({ method: 'POST', path: '/api/tickets.json' });
      expect(call.headers['x-api-key']).toBe(KEYS.osticket);
      expect(vendors.osticket.tickets.size).toBe(0);
    }

    const bad = await record(member.client.post('/api/integrations/test', body({ apiKey: WRONG_KEY })));
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ success: false, code: 'INTEGRATION_BAD_CREDENTIALS' });
  });

  it('reports an unreachable host and a failing vendor clearly', async () => {
    const closed = new FakeTicketing(KEYS[provider]);
    await closed.start();
    await closed.stop();
    const down = await record(member.client.post('/api/integrations/test', body({ apiUrl: closed.url })));
    expect(down.body).toMatchObject({ success: false, code: 'INTEGRATION_UNREACHABLE' });
    expect(down.body.message).toContain('connection refused');

    vendors[provider].failWith = 500;
    try {
      const failing = await record(member.client.post('/api/integrations/test', body()));
      expect(failing.body).toMatchObject({ success: false, code: 'INTEGRATION_VENDOR_ERROR' });
      expect(failing.body.message).toContain('HTTP 500');
      vendors[provider].failWith = 302;
      const before = vendors[provider].requests.length;
      const redirected = await record(member.client.post('/api/integrations/test', body()));
      expect(redirected.body).toMatchObject({ success: false, code: 'INTEGRATION_VENDOR_ERROR' });
      expect(redirected.body.message).toContain('redirect');
      // Not followed: the one call was the only one.
      expect(vendors[provider].requests.length).toBe(before + 1);
    } finally {
      vendors[provider].failWith = null;
    }
  });

  it('refuses to save a wrong key and stores nothing', async () => {
    const res = await record(member.client.post('/api/integrations/configure', body({ apiKey: WRONG_KEY })));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INTEGRATION_BAD_CREDENTIALS');
    expect((await record(member.client.get('/api/integrations'))).body).toEqual([]);
  });

  it('saves the integration with the key encrypted and shown only as a hint', async () => {
    const res = await record(member.client.post('/api/integrations/configure', body()));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      provider,
      apiUrl: vendors[provider].url,
      apiKeyHint: KEYS[provider].slice(-4),
      enabled: true,
      connected: true,
      lastSync: null,
      syncIntervalMinutes: 5,
      config: CONFIG[provider],
    });
    expect(res.body).not.toHaveProperty('apiKey');
    const [row] = await sql<{ api_key_encrypted: string }>(
      t,
      'select api_key_encrypted from integrations where user_id = ?',
      [member.user.id],
    );
    expect(row!.api_key_encrypted).not.toContain(KEYS[provider]);
    expect(await integrationOf(member.client, provider)).toEqual(res.body);
  });

  it('opens a ticket for each task the user creates', async () => {
    const task = await createTask(member.client, {
      title: `Printer on fire (${provider})`,
      priority: 'urgent',
    });
    const ticket = await eventually(async () => {
      const [row] = await sql<{ external_id: string; external_state: string }>(
        t,
        'select external_id, external_state from integration_tickets where task_id = ?',
        [task.id],
      );
      return row;
    }, 'ticket row');
    const sent = vendors[provider].tickets.get(Number(ticket.external_id))!;
    expect(sent).toBeDefined();
    if (provider === 'zammad') {
      expect(sent.body).toMatchObject({
        title: task.title,
        group: 'Support',
        customer: 'customer@example.com',
      });
      expect((sent.body.article as { body: string }).body).toContain('Priority: urgent');
    } else if (provider === 'freshdesk') {
      expect(sent.body).toMatchObject({
        subject: task.title,
        email: 'requester@example.com',
        priority: 4,
        status: 2,
      });
    } else {
      expect(sent.body).toMatchObject({
        subject: task.title,
        name: 'Help Desk',
        email: 'desk@example.com',
        topicId: 2,
      });
    }
    expect((await integrationOf(member.client, provider)).ticketCount).toBe(1);
  });

  it('pulls ticket state back in the periodic sync job and records lastSync', async () => {
    const [ticket] = await sql<{ external_id: string }>(
      t,
      'select it.external_id from integration_tickets it join integrations i on i.id = it.integration_id where i.user_id = ?',
      [member.user.id],
    );
    vendors[provider].setState(ticket!.external_id, provider === 'freshdesk' ? '4' : 'closed');
    const integration = await integrationOf(member.client, provider);
    await t.app.deps.jobs.enqueue(
      SYNC_JOB,
      { integrationId: integration.id },
      { singletonKey: integration.id },
    );

    const synced = await eventually(async () => {
      const i = await integrationOf(member.client, provider);
      return i.lastSync ? i : undefined;
    }, 'lastSync');
    expect(synced).toMatchObject({ connected: true, lastError: null });
    const [row] = await sql<{ external_state: string }>(
      t,
      'select external_state from integration_tickets where external_id = ?',
      [ticket!.external_id],
    );
    // osTicket's API cannot read a ticket back: its state stays as created.
    expect(row!.external_state).toBe({ zammad: 'closed', freshdesk: 'resolved', osticket: 'open' }[provider]);
  });

  it('keeps the stored key when disabled, and a disabled integration opens no ticket', async () => {
    const res = await record(
      member.client.post('/api/integrations/configure', body({ apiKey: '', enabled: false })),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enabled: false, apiKeyHint: KEYS[provider].slice(-4) });
    const before = vendors[provider].tickets.size;
    const task = await createTask(member.client, { title: 'Not a ticket' });
    // Enabling again proves the stored key still works.
    const enabled = await record(
      member.client.post('/api/integrations/configure', body({ apiKey: undefined })),
    );
    expect(enabled.body).toMatchObject({ enabled: true, connected: true });
    expect(vendors[provider].tickets.size).toBe(before);
    const rows = await sql(t, 'select 1 from integration_tickets where task_id = ?', [task.id]);
    expect(rows).toEqual([]);
  });

  it('disconnects', async () => {
    expect((await record(member.client.delete(`/api/integrations/${provider}`))).status).toBe(204);
    expect(await integrationOf(member.client, provider)).toBeUndefined();
    expect((await record(member.client.delete(`/api/integrations/${provider}`))).status).toBe(404);
  });
});

describe('ticket requests', () => {
  let member: SignedIn;
  beforeAll(async () => {
    member = await t.member('Ticket Requester');
    const configure = {
      provider: 'zammad',
      apiUrl: vendors.zammad.url,
      apiKey: KEYS.zammad,
      config: CONFIG.zammad,
    };
    expect((await record(member.client.post('/api/integrations/configure', configure))).status).toBe(200);
  });

  const requestOf = async (taskId: string) =>
    (
      await sql<{ attempts: number }>(t, 'select attempts from ticket_requests where task_id = ?', [taskId])
    )[0];
  const ticketsOf = (taskId: string) =>
    sql(t, 'select 1 from integration_tickets where task_id = ?', [taskId]);

  it('are kept while the vendor fails and opened once, when it answers again', async () => {
    vendors.zammad.failWith = 500;
    let taskId: string;
    try {
      taskId = (await createTask(member.client, { title: 'Opened once the vendor is back' })).id;
      // The flush queued with the task tried, failed and kept the request for later.
      await eventually(async () => ((await requestOf(taskId))?.attempts ?? 0) >= 1, 'a failed attempt');
      expect(await ticketsOf(taskId)).toEqual([]);
    } finally {
      vendors.zammad.failWith = null;
    }
    await sql(t, 'update ticket_requests set next_attempt_at = now() where task_id = ?', [taskId]);
    // This flush and the queue's own may both run now: whichever claims the request opens it.
    await flushTicketRequests(t.app.deps);
    await eventually(async () => (await ticketsOf(taskId)).length === 1, 'the ticket');
    await eventually(async () => (await requestOf(taskId)) === undefined, 'the request done');
    await flushTicketRequests(t.app.deps);
    expect(await ticketsOf(taskId)).toHaveLength(1);
    // Counted at the vendor by title: other tests' requests may be opened meanwhile.
    const opened = [...vendors.zammad.tickets.values()].filter(
      (x) => x.body.title === 'Opened once the vendor is back',
    );
    expect(opened).toHaveLength(1);
  });

  it('are opened by the sweep when the server stopped right after the task was written', async () => {
    // What the task's insert leaves when nothing runs after it: the task and its request, no queued job.
    const [task] = await sql<{ id: string }>(
      t,
      `with t as (insert into tasks (title, owner_id) values ('Written just before a crash', ?) returning id),
         r as (insert into ticket_requests (integration_id, task_id)
               select i.id, t.id from t join integrations i on i.user_id = ? and i.enabled)
       select id from t`,
      [member.user.id, member.user.id],
    );
    expect(await requestOf(task!.id)).toBeDefined();
    // The minute's sweep may take it first; either way it is opened once.
    await flushTicketRequests(t.app.deps);
    await eventually(async () => (await requestOf(task!.id)) === undefined, 'the request done');
    expect(await ticketsOf(task!.id)).toHaveLength(1);
  });

  it("are written only for the creator's enabled integrations", async () => {
    const other = await t.member('No Integrations');
    const task = await createTask(other.client, { title: 'Nobody to tell' });
    expect(await requestOf(task.id)).toBeUndefined();
    expect(await ticketsOf(task.id)).toEqual([]);
  });
});

describe('integration access and input', () => {
  it("is the signed-in user's own, and needs a session", async () => {
    const ann = await t.member('Ann Own');
    const bob = await t.member('Bob Other');
    const configure = {
      userId: ann.user.id,
      provider: 'zammad',
      apiUrl: vendors.zammad.url,
      apiKey: KEYS.zammad,
      config: {},
    };
    expect((await record(ann.client.post('/api/integrations/configure', configure))).status).toBe(200);
    expect((await record(bob.client.post('/api/integrations/configure', configure))).status).toBe(403);
    expect((await record(bob.client.get(`/api/integrations?userId=${ann.user.id}`))).status).toBe(403);
    expect((await record(bob.client.delete(`/api/integrations/zammad?userId=${ann.user.id}`))).status).toBe(
      403,
    );
    expect((await record(bob.client.get('/api/integrations'))).body).toEqual([]);
    expect((await record(t.client().get('/api/integrations'))).status).toBe(401);
    expect((await record(ann.client.get(`/api/integrations?userId=${ann.user.id}`))).body).toHaveLength(1);
  });

  /** A member with an integration whose vendor fails, so one ticket request stays pending. */
  async function leavingMember(name: string) {
    const m = await t.member(name);
    const configure = { provider: 'zammad', apiUrl: vendors.zammad.url, apiKey: KEYS.zammad };
    expect((await record(m.client.post('/api/integrations/configure', configure))).status).toBe(200);
    vendors.zammad.failWith = 500;
    try {
      await createTask(m.client, { title: `Ticket never opened for ${name}` });
    } finally {
      vendors.zammad.failWith = null;
    }
    const left = async () => ({
      integrations: await sql(t, 'select 1 from integrations where user_id = ?', [m.user.id]),
      requests: await sql(
        t,
        'select 1 from ticket_requests r join tasks k on k.id = r.task_id where k.owner_id = ?',
        [m.user.id],
      ),
    });
    expect((await left()).integrations).toHaveLength(1);
    return { ...m, left };
  }

  it("are erased with a deleted user's account, by the deletion itself", async () => {
    const leaving = await leavingMember('Leaving Soon');
    const admin = t.client();
    await admin.signIn('admin@example.com', 'admin123');
    expect((await record(admin.delete(`/api/admin/users/${leaving.user.id}`))).status).toBe(204);
    expect(await leaving.left()).toEqual({ integrations: [], requests: [] });
  });

  it('are erased even when what follows the deletion fails', async () => {
    const leaving = await leavingMember('Leaving Abruptly');
    const admin = t.client();
    await admin.signIn('admin@example.com', 'admin123');
    // The deletion has committed when the sockets are ended; make that step fail.
    const realtime = t.app.deps.realtime;
    realtime.disconnectUser = () => {
      throw new Error('socket layer down');
    };
    try {
      expect((await record(admin.delete(`/api/admin/users/${leaving.user.id}`))).status).toBe(500);
    } finally {
      delete (realtime as Partial<typeof realtime>).disconnectUser;
    }
    expect(
      await sql(t, 'select 1 from users where id = ? and deleted_at is not null', [leaving.user.id]),
    ).toHaveLength(1);
    expect(await leaving.left()).toEqual({ integrations: [], requests: [] });
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const m = await t.member('Input Checker');
    const cases = [
      { provider: 'jira', apiUrl: vendors.zammad.url, apiKey: 'k' },
      { provider: 'zammad', apiUrl: '', apiKey: 'k' },
      { provider: 'zammad', apiUrl: vendors.zammad.url },
      { provider: 'zammad', apiUrl: 'ftp://example.com', apiKey: 'k' },
      { provider: 'freshdesk', apiUrl: vendors.freshdesk.url, apiKey: 'k', config: { defaultGroup: 'x' } },
    ];
    for (const input of cases) {
      const res = await record(m.client.post('/api/integrations/configure', input));
      expect(res.status, JSON.stringify(input)).toBe(400);
    }
    // A provider outside the list is refused in the path as in a body.
    expect((await record(m.client.post('/api/integrations/nope/sync'))).status).toBe(400);
    expect((await record(m.client.delete('/api/integrations/nope'))).status).toBe(400);
    expect((await record(m.client.get('/api/integrations'))).body).toEqual([]);
  });

  it('never shows or logs a key', () => {
    const everything = responses.map((r) => r.text).join('\n') + t.logs();
    expect(t.logs().length).toBeGreaterThan(0);
    for (const key of Object.values(KEYS)) expect(everything).not.toContain(key);
    expect(everything).not.toContain(WRONG_KEY);
  });
});
