import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { sql } from '../tasks/task.test-helper.ts';

// PROJECT_CREATION=admins: members work in projects but only admins create them.
const t = useTestApp({ PROJECT_CREATION: 'admins' });

describe('PROJECT_CREATION=admins', () => {
  it('refuses a member’s new project with 403 and nothing stored, and lets an admin create one', async () => {
    const member = await t.member('Not a creator');
    const before = await sql(t, 'select id from projects order by id');
    const refused = await member.client.post('/api/projects', { name: 'Mine', key: 'MINE' });
    expect([refused.status, refused.body.code]).toEqual([403, 'PROJECT_CREATION_ADMINS_ONLY']);
    expect(await sql(t, 'select id from projects order by id')).toEqual(before);
    const admin = await t.admin();
    const made = await admin.client.post('/api/projects', { name: 'By the admin', key: 'ADM' });
    expect(made.status).toBe(201);
    expect(made.body.myRole).toBe('manager');
  });
});
