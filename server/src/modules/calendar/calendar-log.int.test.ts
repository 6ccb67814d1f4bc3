import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithLogs } from '../integrations/testing/captured-app.test-helper.ts';
import { newMember } from '../tasks/task.test-helper.ts';

let t: Awaited<ReturnType<typeof startAppWithLogs>>;
beforeAll(async () => {
  t = await startAppWithLogs();
});
afterAll(() => t?.stop());

describe('calendar token', () => {
  it('never reaches the access log', async () => {
    const member = await newMember(t, 'Logged Feed');
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
