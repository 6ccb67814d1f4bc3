import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { connectSocket } from '../../../test/test-socket.ts';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { MAIL_FLUSH_JOB } from '../notifications/mail-outbox.job.ts';
import { PUSH_SEND_JOB } from '../push/push-delivery.ts';
import { createTask, trpc } from '../tasks/task.test-helper.ts';
import { parseExposition, sampleValue } from './exposition.test-helper.ts';

// GET /metrics (issue 23): Prometheus text from prom-client, off unless METRICS_TOKEN
// (bearer, on the app's port) or METRICS_BIND (a listener of its own, no token) is set.

const TOKEN = 'metrics-token-0123456789abcdef';
const withToken = useTestApp({ METRICS_TOKEN: TOKEN });
const withBind = useTestApp({ METRICS_BIND: '127.0.0.1:0' });
const off = useTestApp();

async function scrape(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}
const scrapeWithToken = async () => {
  const res = await scrape(`${withToken.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  return parseExposition(res.text);
};
const requestCount = (
  samples: ReturnType<typeof parseExposition>['samples'],
  labels: Record<string, string>,
) => sampleValue(samples, 'http_request_duration_seconds_count', labels) ?? 0;

describe('GET /metrics with METRICS_TOKEN', () => {
  it('refuses a missing, malformed or wrong token with 401 and says how to authenticate', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: TOKEN },
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ]) {
      const res = await scrape(`${withToken.url}/metrics`, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the Prometheus text format with the default process metrics', async () => {
    const res = await scrape(`${withToken.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const { types, samples } = parseExposition(res.text);
    expect(types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(types.get('nodejs_heap_size_used_bytes')).toBe('gauge');
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by method, route pattern (not the raw URL) and status', async () => {
    const member = await withToken.member('Metrics Member');
    const task = await createTask(member.client, { title: 'Counted task' });
    const before = (await scrapeWithToken()).samples;
    const unknownId = randomUUID();
    expect((await member.client.get(`/api/tasks/${task.id}`)).status).toBe(200);
    expect((await member.client.get(`/api/tasks/${task.id}`)).status).toBe(200);
    expect((await member.client.get(`/api/tasks/${unknownId}`)).status).toBe(404);
    expect((await trpc.query(member.client, 'tasks.list')).status).toBe(200);
    expect((await member.client.get(`/api/no-such-${unknownId}`)).status).toBe(404);
    const { samples, types } = await scrapeWithToken();

    const byId = { method: 'GET', route: '/api/tasks/:id' };
    expect(
      requestCount(samples, { ...byId, status: '200' }) - requestCount(before, { ...byId, status: '200' }),
    ).toBe(2);
    expect(
      requestCount(samples, { ...byId, status: '404' }) - requestCount(before, { ...byId, status: '404' }),
    ).toBe(1);
    const list = { method: 'GET', route: '/trpc/tasks.list', status: '200' };
    expect(requestCount(samples, list) - requestCount(before, list)).toBe(1);
    expect(requestCount(samples, { route: '/api/(unmatched)', status: '404' })).toBeGreaterThanOrEqual(1);
    // A histogram's buckets carry the same labels and end at +Inf with the count.
    const inf = sampleValue(samples, 'http_request_duration_seconds_bucket', {
      ...byId,
      status: '200',
      le: '+Inf',
    });
    expect(inf).toBe(requestCount(samples, { ...byId, status: '200' }));
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    // Bounded cardinality: no id, query or unknown path ever becomes a label value.
    const routes = new Set(samples.filter((s) => s.labels.route).map((s) => s.labels.route!));
    for (const r of routes) expect(r).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|\?|no-such/);
    for (const s of samples.filter((x) => x.name.startsWith('http_request_duration_seconds'))) {
      expect(Object.keys(s.labels).sort()).toEqual(
        s.name.endsWith('_bucket') ? ['le', 'method', 'route', 'status'] : ['method', 'route', 'status'],
      );
    }
  });

  it('reports open sockets, the database pool, job queues and the mail outbox', async () => {
    const member = await withToken.member('Socket Member');
    const socket = await connectSocket(withToken.url, member.client.cookieHeader);
    try {
      const { samples, types } = await scrapeWithToken();
      expect(sampleValue(samples, 'realtime_open_sockets')).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, 'db_pool_max_connections')).toBe(withToken.config.databasePoolMax);
      expect(sampleValue(samples, 'db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
      expect(sampleValue(samples, 'mail_outbox_pending')).toBeGreaterThanOrEqual(0);
      for (const name of ['job_queue_depth', 'job_queue_failed_jobs', 'job_queue_jobs']) {
        expect(types.get(name)).toBe('gauge');
      }
    } finally {
      socket.disconnect();
    }
  });

  it('counts a mail waiting in the outbox', async () => {
    const { samples: before } = await scrapeWithToken();
    const em = withToken.app.deps.orm.em.fork();
    await em.execute(
      `insert into mail_outbox (id, to_address, subject, body_text, next_attempt_at, created_at)
       values (?, 'someone@example.com', 'Metrics', 'body', now() + interval '1 day', now())`,
      [randomUUID()],
    );
    const { samples } = await scrapeWithToken();
    expect(sampleValue(samples, 'mail_outbox_pending')).toBe(
      (sampleValue(before, 'mail_outbox_pending') ?? 0) + 1,
    );
  });
});

describe('METRICS_BIND', () => {
  it('serves /metrics without a token on its own listener, and nothing else there', async () => {
    const url = withBind.app.metricsUrl;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const res = await scrape(url!);
    expect(res.status).toBe(200);
    expect(sampleValue(parseExposition(res.text).samples, 'process_resident_memory_bytes')).toBeGreaterThan(
      0,
    );
    expect((await scrape(url!.replace('/metrics', '/api/health'))).status).toBe(404);
  });

  it('exports the depth and failed jobs of every known queue from the start, 0 before any job', async () => {
    const em = withBind.app.deps.orm.em.fork();
    const queues = (await em.execute<{ name: string }[]>('select name from pgboss.queue')).map((q) => q.name);
    expect(queues).toEqual(expect.arrayContaining([PUSH_SEND_JOB, MAIL_FLUSH_JOB]));
    // Nothing in this app has a push subscription: that queue has never held a job.
    const pushJobs = await em.execute<{ n: number }[]>(
      'select count(*)::int as n from pgboss.job where name = ?',
      [PUSH_SEND_JOB],
    );
    expect(pushJobs[0]!.n).toBe(0);

    const { samples, types } = parseExposition((await scrape(withBind.app.metricsUrl!)).text);
    for (const name of ['job_queue_depth', 'job_queue_failed_jobs']) {
      expect(types.get(name)).toBe('gauge');
      const labelled = new Set(samples.filter((s) => s.name === name).map((s) => s.labels.queue));
      expect(
        queues.filter((q) => !labelled.has(q)),
        name,
      ).toEqual([]);
      expect(sampleValue(samples, name, { queue: PUSH_SEND_JOB }), name).toBe(0);
    }
  });

  it('leaves /metrics off (404) on the app port when no token is set', async () => {
    const res = await scrape(`${withBind.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('process_resident_memory_bytes');
  });
});

describe('without METRICS_TOKEN or METRICS_BIND', () => {
  it('answers 404 at /metrics, with or without a token, and starts no listener', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const res = await scrape(`${off.url}/metrics`, headers);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(off.app.metricsUrl).toBeNull();
  });
});

describe('metrics settings', () => {
  it('refuse a short token and a bind address without a port', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_BIND: '127.0.0.1' })).toThrow(/METRICS_BIND/);
    expect(loadConfig({ METRICS_BIND: '[::1]:9100' }).metrics.bind).toEqual({ host: '::1', port: 9100 });
    expect(loadConfig({}).metrics).toEqual({ token: undefined, bind: undefined });
  });
});
