import type { EntityManager } from '@mikro-orm/postgresql';
import { GENERAL_PROJECT_ID } from '@tm/domain/project/project-constants';
import { createTestDatabase } from '@tm/test-support/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createOrm, type Orm } from '../orm.ts';

// The upgrade to projects (migration 20261204-0100) on a database made by the
// migrations before it, holding a team's work: every task, label, comment,
// attachment and checklist item stays, in the open project General, numbered in
// the order the tasks were made, with the admins as its managers.

const BEFORE_PROJECTS = '20261203-0800-throttle-keys';
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  (orm.em.fork() as EntityManager).execute<T[]>(query, params);

beforeAll(async () => {
  db = await createTestDatabase();
  if (!db) throw new Error('this test needs TEST_DATABASE_URL');
  orm = await createOrm(db.url, 2, createLogger('silent'), false);
  await orm.migrator.up({ to: BEFORE_PROJECTS });
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

/** What a team had made before projects, as rows of the old schema. */
async function seedTheOldSchema(): Promise<void> {
  await sql(`insert into users (id, name, email, is_admin) values
    ('10000000-0000-4000-8000-000000000001', 'Ada Admin', 'ada@example.com', true),
    ('10000000-0000-4000-8000-000000000002', 'Max Member', 'max@example.com', false)`);
  await sql(`insert into tasks (id, title, owner_id, created_at) values
    ('20000000-0000-4000-8000-000000000003', 'Third', '10000000-0000-4000-8000-000000000002', '2026-11-03'),
    ('20000000-0000-4000-8000-000000000001', 'First', '10000000-0000-4000-8000-000000000001', '2026-11-01'),
    ('20000000-0000-4000-8000-000000000002', 'Second', '10000000-0000-4000-8000-000000000002', '2026-11-02')`);
  await sql(`insert into labels (id, name, color) values
    ('30000000-0000-4000-8000-000000000001', 'Bug', 'red'), ('30000000-0000-4000-8000-000000000002', 'UX', 'blue')`);
  await sql(`insert into task_labels (task_id, label_id) values
    ('20000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001'),
    ('20000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000002')`);
  await sql(`insert into comments (task_id, author_id, content) values
    ('20000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002', 'Kept')`);
  await sql(`insert into attachments (task_id, uploader_id, file_name, file_size, content_type, storage_key)
    values ('20000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001', 'a.txt', 3,
      'text/plain', 'key-a')`);
  await sql(`insert into task_checklist_items (id, task_id, text, position) values
    ('40000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000003', 'Step', 1024)`);
}

const counts = () =>
  sql<Record<string, number>>(`select
    (select count(*)::int from tasks) as tasks, (select count(*)::int from labels) as labels,
    (select count(*)::int from task_labels) as task_labels, (select count(*)::int from comments) as comments,
    (select count(*)::int from attachments) as attachments,
    (select count(*)::int from task_checklist_items) as checklist`);

describe('the upgrade to projects', () => {
  it('keeps every task, label, comment, attachment and checklist item, in General, numbered by creation', async () => {
    await seedTheOldSchema();
    const before = await counts();
    await orm.migrator.up();
    expect(await counts()).toEqual(before);

    const tasks = await sql<{ title: string; project_id: string; number: number }>(
      'select title, project_id, number from tasks order by number',
    );
    expect(tasks).toEqual([
      { title: 'First', project_id: GENERAL_PROJECT_ID, number: 1 },
      { title: 'Second', project_id: GENERAL_PROJECT_ID, number: 2 },
      { title: 'Third', project_id: GENERAL_PROJECT_ID, number: 3 },
    ]);
    const labels = await sql<{ project_id: string }>('select distinct project_id from labels');
    expect(labels).toEqual([{ project_id: GENERAL_PROJECT_ID }]);
    const [general] = await sql('select key, name, open_to_all_members, next_number from projects');
    expect(general).toEqual({ key: 'GEN', name: 'General', open_to_all_members: true, next_number: 4 });
    expect(await sql('select user_id, role from project_members')).toEqual([
      { user_id: '10000000-0000-4000-8000-000000000001', role: 'manager' },
    ]);
    // Everyone reads General: the member through it being open to all.
    expect(
      await sql('select user_id, role from project_readers where project_id = ? order by user_id', [
        GENERAL_PROJECT_ID,
      ]),
    ).toEqual([
      { user_id: '10000000-0000-4000-8000-000000000001', role: 'manager' },
      { user_id: '10000000-0000-4000-8000-000000000002', role: 'member' },
    ]);
    // The next task made by any path takes the next number.
    const [next] = await sql<{ number: number }>(
      `insert into tasks (title, owner_id) values ('Fourth', '10000000-0000-4000-8000-000000000002') returning number`,
    );
    expect(next?.number).toBe(4);
  });
});
