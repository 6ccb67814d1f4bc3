import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { createTask, sql } from './task.test-helper.ts';

// A change is first written only if the task still has the version it read, and
// made again under the row's lock when someone changed the task in between
// (task-mutation.ts). Many changes to one task at once take both paths.

const CHANGES = 16;
const t = useTestApp();
let demo: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  demo = await t.demo();
  bob = await t.member('Bob Concurrent');
});

describe('changes to one task at the same time', () => {
  it('are all written, each once, with the history of what each changed', async () => {
    const task = await createTask(demo.client, { title: 'Contended' });
    const responses = await Promise.all(
      Array.from({ length: CHANGES }, (_, i) =>
        (i % 2 ? bob : demo).client.patch(`/api/tasks/${task.id}`, { title: `Title ${i}` }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    // Every change bumped the version once: none was lost or applied twice.
    expect(responses.map((r) => r.body.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: CHANGES }, (_, i) => i + 2),
    );
    const [row] = await sql<{ title: string; version: number }>(
      t,
      'select title, version from tasks where id = ?',
      [task.id],
    );
    expect(row!.version).toBe(CHANGES + 1);
    const history = await sql<{ old_value: string; new_value: string }>(
      t,
      `select old_value, new_value from history_entries
       where task_id = ? and field = 'title' order by created_at, id`,
      [task.id],
    );
    expect(history).toHaveLength(CHANGES);
    // Each entry starts from the title the previous one left: a chain, as if one at a time.
    const chain = new Map(history.map((h) => [h.old_value, h.new_value]));
    let title = 'Contended';
    for (let i = 0; i < CHANGES; i++) title = chain.get(title)!;
    expect(title).toBe(row!.title);
  });

  it('with the version each read: one is written, the others are refused with 409', async () => {
    const task = await createTask(demo.client, { title: 'Versioned' });
    const responses = await Promise.all(
      Array.from({ length: CHANGES }, (_, i) =>
        demo.client.patch(`/api/tasks/${task.id}`, { title: `Try ${i}`, version: 1 }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CHANGES - 1);
    const written = responses.find((r) => r.status === 200)!.body.title;
    const [row] = await sql(t, 'select title, version from tasks where id = ?', [task.id]);
    expect(row).toEqual({ title: written, version: 2 });
    expect(
      await sql(t, `select 1 from history_entries where task_id = ? and field = 'title'`, [task.id]),
    ).toHaveLength(1);
  });

  it('completing a recurring task at the same time spawns its next occurrence once', async () => {
    const task = await createTask(demo.client, {
      title: 'Weekly review',
      dueDate: '2026-12-07',
      recurrencePattern: 'weekly',
    });
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => demo.client.patch(`/api/tasks/${task.id}`, { status: 'done' })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const next = await sql<{ due_date: string }>(
      t,
      `select to_char(due_date, 'YYYY-MM-DD') as due_date from tasks where title = 'Weekly review' and id <> ?`,
      [task.id],
    );
    expect(next).toEqual([{ due_date: '2026-12-14' }]);
  });
});
