import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithLogs } from '../integrations/testing/captured-app.test-helper.ts';
import { sql } from '../users/accounts.test-helper.ts';

let t: Awaited<ReturnType<typeof startAppWithLogs>>;
beforeAll(async () => {
  t = await startAppWithLogs();
});
afterAll(() => t?.stop());

describe('calendar token', () => {
  it('never reaches the access log', async () => {
    const member = await t.member('Logged Feed');
    const { body } = await member.client.get(`/api/ical/user/${member.user.id}/token`);
    expect((await fetch(body.url)).status).toBe(200);
    expect((await fetch(`${body.url}x`)).status).toBe(404);
    expect(t.logs()).toContain(`/api/ical/user/${member.user.id}/subscribe.ics`);
    const leaked = t
      .logs()
      .split('\n')
      .filter((line) => line.includes(body.token));
    expect(leaked).toEqual([]);
  });
});

describe('calendar token in a failed request', () => {
  it('never reaches the error log either', async () => {
    const member = await t.member('Failing Feed');
    const { body } = await member.client.get(`/api/ical/user/${member.user.id}/token`);
    // The token checks out, then reading the tasks fails: the error handler logs the request.
    await sql(t, 'alter table tasks rename to tasks_hidden_by_test');
    try {
      expect((await fetch(body.url)).status).toBe(500);
    } finally {
      await sql(t, 'alter table tasks_hidden_by_test rename to tasks');
    }
    const failures = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('"request failed"'));
    expect(failures.join('\n')).toContain(`/api/ical/user/${member.user.id}/subscribe.ics?token=[redacted]`);
    expect(t.logs()).not.toContain(body.token);
  });
});
