import {
  IMPORT_CELLS_MAX,
  IMPORT_COLUMNS_MAX,
  IMPORT_NEW_LABELS_MAX,
  IMPORT_PREVIEWS_PER_MINUTE,
} from '@tm/domain/transfer/task-import.schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { sql, trpc, trpcError } from '../tasks/task.test-helper.ts';

// What an uploaded file may make the server do, over the real server and database:
// the caps refuse a small file that would grow into millions of cells or thousands of
// copies, before it is kept; text PostgreSQL refuses and dates no parser reads are a
// 400 naming the row or a skipped row, never a 500; previews are counted per member
// and one is kept per member. That the largest import the caps allow leaves the event
// loop free is measured alone, in import-health.solo.int.test.ts.

const t = useTestApp();
const run = Date.now().toString(36);

/** A multipart upload as the import screen sends it. */
function upload(source: string, content: string, mapping?: object): FormData {
  const form = new FormData();
  form.append('source', source);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', new Blob([content], { type: 'text/plain' }), source === 'csv' ? 'f.csv' : 'f.json');
  return form;
}

async function preview(client: TestClient, source: string, content: string | FormData, mapping?: object) {
  const form = typeof content === 'string' ? upload(source, content, mapping) : content;
  const res = await fetch(`${t.url}/api/import/preview`, {
    method: 'POST',
    body: form,
    headers: { 'x-requested-with': 'test', cookie: client.cookieHeader },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const keptPreviews = async (userId: string) =>
  (await sql<{ n: number }>(t, 'select count(*)::int as n from task_imports where user_id = ?', [userId]))[0]
    ?.n;
const columns = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(',');

describe('a file larger inside than outside', () => {
  it('is refused before it is padded or kept: 2,000 columns over 5,000 one-cell lines, or too many cells', async () => {
    const m = await t.member(`Bomber ${run}`);
    const bomb = `${columns(2_000)}\n${'x\n'.repeat(5_000)}`;
    expect(bomb.length).toBeLessThan(25_000);
    const wide = await preview(m.client, 'csv', bomb);
    expect(wide).toMatchObject({ status: 400, body: { code: 'IMPORT_TOO_MANY_COLUMNS' } });
    const cellsPerRow = IMPORT_COLUMNS_MAX;
    const long = `${columns(cellsPerRow)}\n${'x\n'.repeat(IMPORT_CELLS_MAX / cellsPerRow)}`;
    expect(await preview(m.client, 'csv', long)).toMatchObject({
      status: 400,
      body: { code: 'IMPORT_TOO_MANY_CELLS' },
    });
    expect(await keptPreviews(m.user.id)).toBe(0);
  });

  it('imports a Trello label or member named 100,000 times on a card once', async () => {
    const m = await t.member(`Repeater ${run}`);
    const board = JSON.stringify({
      lists: [{ id: 'l', name: 'Todo' }],
      labels: [{ id: 'lb', name: `Repeated ${run}`, color: 'blue' }],
      members: [{ id: 'mb', fullName: 'Someone Else' }],
      cards: [
        {
          id: 'c',
          name: `Repeated card ${run}`,
          idList: 'l',
          idLabels: Array(100_000).fill('lb'),
          idMembers: Array(100_000).fill('mb'),
        },
      ],
    });
    const dry = await preview(m.client, 'trello', board);
    expect(dry.status).toBe(200);
    expect(dry.body.rows[0]).toMatchObject({ labels: [`Repeated ${run}`], notes: [] });
    const [kept] = await sql<{ size: number }>(
      t,
      'select length(data::text)::int as size from task_imports where user_id = ?',
      [m.user.id],
    );
    expect(kept?.size).toBeLessThan(2_000);
    const done = await m.client.post('/api/import', { importId: dry.body.importId });
    expect(done.body.created).toBe(1);
    const task = (await m.client.get(`/api/tasks/${done.body.taskIds[0]}`)).body;
    expect(task.labels.map((l: { name: string }) => l.name)).toEqual([`Repeated ${run}`]);
  });

  it(`may create at most ${IMPORT_NEW_LABELS_MAX} labels, checked at the preview and at the confirmation`, async () => {
    const m = await t.member(`Labeller ${run}`);
    const csv = `title,labels\n${Array.from({ length: IMPORT_NEW_LABELS_MAX + 1 }, (_, i) => `T ${i},Cap ${run} ${i}`).join('\n')}\n`;
    expect(await preview(m.client, 'csv', csv)).toMatchObject({
      status: 400,
      body: { code: 'IMPORT_TOO_MANY_LABELS' },
    });
    // Previewed without its labels, then confirmed with them: refused too, and nothing written.
    const dry = await preview(m.client, 'csv', csv, { columns: { labels: null } });
    expect(dry.status).toBe(200);
    const confirmed = await m.client.post('/api/import', {
      importId: dry.body.importId,
      mapping: { columns: { labels: 'labels' } },
    });
    expect(confirmed).toMatchObject({ status: 400, body: { code: 'IMPORT_TOO_MANY_LABELS' } });
    expect(await sql(t, 'select id from labels where name like ?', [`Cap ${run}%`])).toEqual([]);
    expect(await sql(t, 'select id from tasks where owner_id = ?', [m.user.id])).toEqual([]);
  });
});

describe('text and dates from the file', () => {
  it('a NUL or a lone surrogate is a 400 naming its row, over REST and tRPC, keeping nothing', async () => {
    const m = await t.member(`Nul ${run}`);
    const nul = await preview(m.client, 'csv', 'title\nfine\nbro\u0000ken\n');
    expect(nul).toMatchObject({ status: 400, body: { code: 'IMPORT_TEXT_INVALID' } });
    expect(JSON.stringify(nul.body)).toContain('Row 2');
    const surrogate = await trpc.mutate(m.client, 'transfer.importPreview', {
      source: 'trello',
      content: JSON.stringify({ lists: [], cards: [{ id: 'a', name: 'half \ud83d', idList: 'x' }] }),
    });
    expect(trpcError(surrogate)).toEqual({ status: 400, code: 'IMPORT_TEXT_INVALID' });
    expect(JSON.stringify(surrogate.body)).toContain('Row 1');
    expect(await keptPreviews(m.user.id)).toBe(0);
  });

  it('a Trello due date of 9999-99-99 or 2026-01-01T99:99 skips its card; a comment’s bad date is a note', async () => {
    const m = await t.member(`Dates ${run}`);
    const board = JSON.stringify({
      lists: [{ id: 'l', name: 'Todo' }],
      cards: [
        { id: 'a', name: `Nines ${run}`, idList: 'l', due: '9999-99-99' },
        { id: 'b', name: `Bad hour ${run}`, idList: 'l', due: '2026-01-01T99:99:00.000Z' },
        { id: 'c', name: `Good ${run}`, idList: 'l', due: '2026-12-15T12:00:00.000Z' },
      ],
      actions: [
        {
          type: 'commentCard',
          date: 'someday',
          data: { text: 'when?', card: { id: 'c' } },
          memberCreator: { fullName: 'Outsider' },
        },
      ],
    });
    const dry = await preview(m.client, 'trello', board);
    expect(dry.status).toBe(200);
    expect(dry.body.skipped).toEqual([
      { row: 1, reason: 'due date “9999-99-99” is not a date (YYYY-MM-DD)' },
      { row: 2, reason: 'due date “2026-01-01T99:99:00.000Z” is not a date (YYYY-MM-DD)' },
    ]);
    expect(dry.body.rows[0].notes).toEqual(['comment 1: “someday” is not a date, it is dated now']);
    const done = await m.client.post('/api/import', { importId: dry.body.importId });
    expect(done.status).toBe(200);
    const task = (await m.client.get(`/api/tasks/${done.body.taskIds[0]}`)).body;
    expect(task).toMatchObject({ title: `Good ${run}`, dueDate: '2026-12-15' });
    expect(task.comments.map((c: { content: string }) => c.content)).toEqual(['Outsider: when?']);
  });
});

describe('previews per member', () => {
  it(`are ${IMPORT_PREVIEWS_PER_MINUTE} a minute over REST and tRPC together, then 429 with Retry-After; others are not held`, async () => {
    const m = await t.member(`Eager ${run}`);
    const other = await t.member(`Patient ${run}`);
    for (let i = 0; i < IMPORT_PREVIEWS_PER_MINUTE; i++) {
      const res =
        i % 2 === 0
          ? await preview(m.client, 'csv', `title\nTry ${i}\n`)
          : await trpc.mutate(m.client, 'transfer.importPreview', {
              source: 'csv',
              content: `title\nTry ${i}\n`,
            });
      expect(res.status).toBe(200);
    }
    const refused = await preview(m.client, 'csv', 'title\nOne too many\n');
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const overTrpc = await trpc.mutate(m.client, 'transfer.importPreview', {
      source: 'csv',
      content: 'title\nx\n',
    });
    expect(trpcError(overTrpc)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect((await preview(other.client, 'csv', 'title\nMine\n')).status).toBe(200);
  });

  it('keep one preview: a new one replaces the member’s earlier one', async () => {
    const m = await t.member(`Replacer ${run}`);
    const first = await preview(m.client, 'csv', `title\nFirst ${run}\n`);
    const second = await preview(m.client, 'csv', `title\nSecond ${run}\n`);
    expect(await keptPreviews(m.user.id)).toBe(1);
    expect((await m.client.post('/api/import', { importId: first.body.importId })).status).toBe(404);
    const done = await m.client.post('/api/import', { importId: second.body.importId });
    expect(done.body.created).toBe(1);
    expect(await keptPreviews(m.user.id)).toBe(0);
  });
});
