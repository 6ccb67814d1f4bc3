import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_PARAMS, hostileBodies, hostileQueries, type KnownIds } from '../../test/hostile-inputs.ts';
import { type ProcedureDef, routerProcedures, sessionCookieOf } from '../../test/router-sweep.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { RouteSpec } from '../modules/route-spec.ts';
import { restPaths } from '../openapi/document.ts';

/**
 * The malformed-input sweep: every REST path of the OpenAPI document and every tRPC
 * procedure of the router, called anonymously, as a member and as an admin with
 * inputs derived from its own schema with one part broken. Nothing from outside may
 * answer 5xx (a 502 naming an unreachable integration is the one answer about another
 * system, not this one). The lists come from the router and the document themselves,
 * so a new endpoint is swept without anyone adding it here.
 */

const app = useTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
let ids: KnownIds;
const cookies: Record<Role, string> = { anonymous: '', member: '', admin: '' };
type Role = 'anonymous' | 'member' | 'admin';
const ACCOUNTS = {
  member: ['demo@example.com', 'demo123'],
  admin: ['admin@example.com', 'admin123'],
} as const;

interface Call {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}
interface Fault {
  role: Role;
  call: string;
  status: number;
  answer: string;
}

async function signIn(role: 'member' | 'admin'): Promise<void> {
  cookies[role] = await sessionCookieOf(app, ACCOUNTS[role][0]);
}

async function send(role: Role, call: Call): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { 'x-requested-with': 'sweep' };
  if (cookies[role]) headers.cookie = cookies[role];
  if (call.body !== undefined) headers['content-type'] = call.contentType ?? 'application/json';
  const res = await fetch(app.url + call.path, {
    method: call.method,
    headers,
    body: call.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  // A stream (the public list's Server-Sent Events) answers its head and goes on: its status is the answer.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

const json = (value: unknown) => JSON.stringify(value);
/** The tRPC procedures anyone may call (the router's public ones). */
const ANYONE =
  /^(system\.config|auth\.(login|register|logout|passwordLink|setPassword)|passwordReset\.|invitations\.lookup|tasks\.publicList|twoFactor\.(setup|confirm|verify)|oidc\.)/;
const PARAM = /:([A-Za-z]+)/g;

/** The path with every parameter an id that exists (or, for an act without a body, one that does not). */
function withKnownParams(route: RouteSpec, safe: boolean): string {
  return route.path.replace(PARAM, (_, name: string) => {
    if (!safe) return '00000000-0000-4000-8000-000000000000';
    if (name === 'commentId') return ids.comment;
    if (name === 'itemId') return ids.checklistItem;
    if (name === 'provider') return 'zammad';
    if (route.path.startsWith('/api/labels')) return ids.label;
    return ids.task;
  });
}

/** Every call of the sweep for one REST path. */
function restCalls(route: RouteSpec): Call[] {
  const method = route.method.toUpperCase();
  const jsonBody = route.body !== undefined && !('multipart' in (route.body as object));
  // A path without a body only reads ids that do not exist, except GETs (which change nothing).
  const knownPath = withKnownParams(route, jsonBody || route.method === 'get');
  const calls: Call[] = [];
  const names = [...route.path.matchAll(PARAM)].map((m) => m[1]!);
  for (const name of names) {
    for (const value of HOSTILE_PARAMS) {
      const path = route.path.replace(PARAM, (whole, n: string) => (n === name ? value : whole));
      calls.push({
        method,
        path: withKnownParams({ ...route, path }, jsonBody),
        body: jsonBody ? '{}' : undefined,
      });
    }
  }
  if (route.method === 'get' || route.query) {
    for (const query of hostileQueries(route.query)) calls.push({ method, path: `${knownPath}?${query}` });
  }
  if (jsonBody) {
    for (const body of hostileBodies(route.body as never, ids))
      calls.push({ method, path: knownPath, body: json(body) });
    calls.push(
      { method, path: knownPath, body: '{"title": ' },
      { method, path: knownPath, body: '\u0000' },
      { method, path: knownPath, body: '{"a":1}', contentType: 'text/plain' },
      { method, path: knownPath, body: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    );
  }
  if (route.body && 'multipart' in (route.body as object)) {
    const boundary = '----sweep';
    calls.push(
      {
        method,
        path: knownPath,
        body: 'not multipart',
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      { method, path: knownPath, body: `--${boundary}\r\n\r\n`, contentType: 'multipart/form-data' },
      {
        method,
        path: knownPath,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="\u202e\u0000.js"\r\n\r\nx\r\n--${boundary}--\r\n`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      {
        method,
        path: knownPath,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
    );
  }
  return calls;
}

/** Every call of the sweep for one tRPC procedure. */
function trpcCalls(name: string, procedure: ProcedureDef): Call[] {
  const inputs = hostileBodies(procedure._def.inputs[0] as never, ids);
  if (procedure._def.type === 'query') {
    return [
      ...inputs.map((input) => ({
        method: 'GET',
        path: `/trpc/${name}?input=${encodeURIComponent(json(input))}`,
      })),
      { method: 'GET', path: `/trpc/${name}?input=%7B` },
      { method: 'GET', path: `/trpc/${name}?input=%ED%A0%80` },
      { method: 'GET', path: `/trpc/${name}?input=%` },
      { method: 'GET', path: `/trpc/${name},${name}?batch=1&input=${encodeURIComponent('{"0":1,"1":[]}')}` },
      { method: 'GET', path: `/trpc/${name}?batch=1&input=${encodeURIComponent('[null]')}` },
      { method: 'POST', path: `/trpc/${name}`, body: '{}' },
    ];
  }
  return [
    ...inputs.map((input) => ({ method: 'POST', path: `/trpc/${name}`, body: json(input) })),
    { method: 'POST', path: `/trpc/${name}`, body: '{"x":' },
    { method: 'POST', path: `/trpc/${name}?batch=1`, body: '{"0":{},"1":null,"x":[]}' },
    { method: 'POST', path: `/trpc/${name}?batch=1`, body: '[]' },
    { method: 'GET', path: `/trpc/${name}?input=%7B%7D` },
  ];
}

/** Runs the calls a few at a time, noting every 5xx; signs the role in again if a call ended its session. */
async function sweep(role: Role, groups: Call[][]): Promise<{ calls: number; faults: Fault[] }> {
  const faults: Fault[] = [];
  let calls = 0;
  for (const group of groups) {
    for (let i = 0; i < group.length; i += 4) {
      await Promise.all(
        group.slice(i, i + 4).map(async (call) => {
          const { status, text } = await send(role, call);
          calls++;
          const aboutAnotherSystem = status === 502 && /INTEGRATION_(UNREACHABLE|VENDOR_ERROR)/.test(text);
          if (status >= 500 && !aboutAnotherSystem) {
            faults.push({
              role,
              call: `${call.method} ${call.path.slice(0, 160)} ${(call.body ?? '').slice(0, 160)}`,
              status,
              answer: text.slice(0, 300),
            });
          }
        }),
      );
    }
    if (role !== 'anonymous' && (await send(role, { method: 'GET', path: '/api/auth/me' })).status === 401) {
      await signIn(role);
    }
  }
  return { calls, faults };
}

beforeAll(async () => {
  await signIn('member');
  await signIn('admin');
  const member = app.client();
  await member.signIn(...ACCOUNTS.member);
  const task = await member.post('/api/tasks', {
    title: 'Swept task',
    description: 'Hostile input lands here',
  });
  const comment = await member.post(`/api/tasks/${task.body.id}/comments`, { content: 'A comment to edit' });
  const item = await member.post(`/api/tasks/${task.body.id}/checklist`, { text: 'An item' });
  const label = await member.post('/api/labels', { name: 'Swept', color: 'blue' });
  ids = {
    task: task.body.id,
    comment: comment.body.id,
    checklistItem: item.body.id ?? item.body.checklist?.[0]?.id,
    label: label.body.id,
  };
  expect(Object.values(ids).every((id) => typeof id === 'string')).toBe(true);
}, 120_000);

describe('the malformed-input sweep over every REST path and tRPC procedure', () => {
  it('answers no 5xx to anyone, whatever the input', async () => {
    const procedures = routerProcedures();
    const everything = [
      ...restPaths.map(restCalls),
      ...procedures.map(([name, procedure]) => trpcCalls(name, procedure)),
    ];
    // Anonymously, what anyone may call: the rest answers 401 before reading its input.
    const anonymous = [
      ...restPaths.filter((route) => route.auth === 'public').map(restCalls),
      ...procedures
        .filter(([name]) => ANYONE.test(name))
        .map(([name, procedure]) => trpcCalls(name, procedure)),
    ];
    let total = 0;
    const faults: Fault[] = [];
    for (const role of ['anonymous', 'member', 'admin'] as const) {
      const result = await sweep(role, role === 'anonymous' ? anonymous : everything);
      total += result.calls;
      faults.push(...result.faults);
    }
    // biome-ignore lint/suspicious/noConsole: the count is reported so a shrinking sweep is seen, never a timing
    console.info(`malformed-input sweep: ${total} calls, ${faults.length} answered 5xx`);
    expect(total).toBeGreaterThan(10_000);
    expect(faults).toEqual([]);
  }, 900_000);
});
