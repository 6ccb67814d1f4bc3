import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../test/test-app.ts';
import { createTask, snapshotCounts, sql, trpc, trpcError } from '../modules/tasks/task.test-helper.ts';

// DESIGN (data shapes): control characters are refused with 400 CONTROL_CHARACTERS,
// over REST and tRPC alike, and nothing is stored; multi-line text keeps LF and tab.

const t = useTestApp();
let ana: SignedIn;

beforeAll(async () => {
  ana = await t.member('Ana Text');
});

describe('control characters in text', () => {
  it('a NUL in a task title is a 400 over REST and tRPC, and nothing is stored', async () => {
    const before = await snapshotCounts(t);
    const rest = await ana.client.post('/api/tasks', { title: 'Ship\u0000it' });
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('CONTROL_CHARACTERS');
    const call = await trpc.mutate(ana.client, 'tasks.create', { title: 'Ship\u0000it' });
    expect(trpcError(call)).toEqual({ status: 400, code: 'CONTROL_CHARACTERS' });
    expect(await snapshotCounts(t)).toEqual(before);
  });

  it('a line feed in a title, a summary or a name changes nothing', async () => {
    const task = await createTask(ana.client, { title: 'Clean title' });
    const renamed = await ana.client.patch(`/api/tasks/${task.id}`, { title: 'Line\nBEGIN:VEVENT' });
    expect([renamed.status, renamed.body.code]).toEqual([400, 'CONTROL_CHARACTERS']);
    const viaTrpc = await trpc.mutate(ana.client, 'tasks.update', { id: task.id, title: 'a\rb' });
    expect(trpcError(viaTrpc)).toEqual({ status: 400, code: 'CONTROL_CHARACTERS' });
    const summary = await ana.client.patch(`/api/tasks/${task.id}/visibility`, {
      isPublic: true,
      publicSummary: 'Public\u001b[2J',
    });
    expect([summary.status, summary.body.code]).toEqual([400, 'CONTROL_CHARACTERS']);
    const [stored] = await sql(t, 'select title, is_public, version from tasks where id = ?', [task.id]);
    expect(stored).toEqual({ title: 'Clean title', is_public: false, version: 1 });

    const name = await ana.client.patch(`/api/auth/users/${ana.user.id}`, { name: 'Eve\r\nX-INJECTED:1' });
    expect([name.status, name.body.code]).toEqual([400, 'CONTROL_CHARACTERS']);
    const nameViaTrpc = await trpc.mutate(ana.client, 'users.updateProfile', {
      id: ana.user.id,
      name: 'Eve\nX',
    });
    expect(trpcError(nameViaTrpc)).toEqual({ status: 400, code: 'CONTROL_CHARACTERS' });
    expect(await sql(t, 'select name from users where id = ?', [ana.user.id])).toEqual([
      { name: 'Ana Text' },
    ]);
  });

  it('a comment keeps line feeds and tabs, stores CR LF as LF, and refuses the rest', async () => {
    const task = await createTask(ana.client);
    const kept = await ana.client.post(`/api/tasks/${task.id}/comments`, { content: 'one\r\n\ttwo' });
    expect(kept.status).toBe(201);
    expect(kept.body.content).toBe('one\n\ttwo');

    const nul = await ana.client.post(`/api/tasks/${task.id}/comments`, { content: 'bad\u0000' });
    expect([nul.status, nul.body.code]).toEqual([400, 'CONTROL_CHARACTERS']);
    const bell = await trpc.mutate(ana.client, 'comments.add', { taskId: task.id, content: 'bell\u0007' });
    expect(trpcError(bell)).toEqual({ status: 400, code: 'CONTROL_CHARACTERS' });
    expect(await sql(t, 'select content from comments where task_id = ?', [task.id])).toEqual([
      { content: 'one\n\ttwo' },
    ]);
  });

  it('a due date outside the years 1900-9999 is a 400 DUE_DATE_OUT_OF_RANGE', async () => {
    const before = await snapshotCounts(t);
    const old = await ana.client.post('/api/tasks', { title: 'Too old', dueDate: '1899-12-31' });
    expect([old.status, old.body.code]).toEqual([400, 'DUE_DATE_OUT_OF_RANGE']);
    const viaTrpc = await trpc.mutate(ana.client, 'tasks.create', {
      title: 'Too old',
      dueDate: '0001-01-01',
    });
    expect(trpcError(viaTrpc)).toEqual({ status: 400, code: 'DUE_DATE_OUT_OF_RANGE' });
    expect(await snapshotCounts(t)).toEqual(before);
  });
});
