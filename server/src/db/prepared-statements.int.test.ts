import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// One connection in the pool, so the statements the requests prepared are in the
// session this test then asks.
const t = useTestApp({ DATABASE_POOL_MAX: '1' });

describe('hot-path statements', () => {
  it('are prepared once per connection, and answer as before', async () => {
    const member = t.client();
    await member.signIn('demo@example.com', 'demo123');
    const created = await member.post('/api/tasks', { title: 'Prepared' });
    expect(created.status).toBe(201);
    for (const title of ['Prepared twice', 'Prepared thrice']) {
      const changed = await member.patch(`/api/tasks/${created.body.id}`, { title });
      expect(changed.status).toBe(200);
      expect(changed.body.title).toBe(title);
    }
    const history = await member.get(`/api/tasks/${created.body.id}/history`);
    expect(history.body.map((h: { newValue: string | null }) => h.newValue)).toEqual(
      expect.arrayContaining(['Prepared twice', 'Prepared thrice']),
    );

    const statements = await t.app.deps.orm.em
      .fork()
      .execute<{ name: string }[]>("select name from pg_prepared_statements where name like 'tm\\_%'");
    // The session check, the insert, the read of the task and the update with its history row.
    expect(statements.length).toBeGreaterThanOrEqual(4);
  });
});
