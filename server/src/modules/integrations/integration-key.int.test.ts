import { FakeTicketing } from '@tm/test-support/fake-ticketing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { sql, trpc, trpcError } from '../tasks/task.test-helper.ts';

// DESIGN: a stored key grants only its own origin. An empty key field reuses the
// stored key, which must then never reach an address of another origin.
const KEY = 'zammad-token-7f3a9c1e5b2d4f60';

let saved: FakeTicketing;
let elsewhere: FakeTicketing;
beforeAll(async () => {
  saved = await new FakeTicketing(KEY).start();
  elsewhere = await new FakeTicketing(KEY).start();
});
afterAll(async () => {
  await saved?.stop();
  await elsewhere?.stop();
});
// Started after the vendors and stopped before them.
const t = useTestApp();

async function memberWithIntegration(name: string) {
  const m = await t.member(name);
  const res = await m.client.post('/api/integrations/configure', {
    provider: 'zammad',
    apiUrl: saved.url,
    apiKey: KEY,
  });
  expect(res.status, res.text).toBe(200);
  return m;
}

const storedRow = (userId: string) =>
  sql(t, 'select api_url, api_key_encrypted, enabled, config from integrations where user_id = ?', [userId]);

describe('an empty key field', () => {
  it.each([
    ['another port', () => elsewhere.url],
    ['another host', () => saved.url.replace('127.0.0.1', 'localhost')],
    ['another scheme', () => saved.url.replace('http:', 'https:')],
  ])('is refused for %s, which is never called, and nothing changes', async (_, otherOrigin) => {
    const m = await memberWithIntegration('Key Keeper');
    const before = await storedRow(m.user.id);
    const calls = elsewhere.requests.length;
    const apiUrl = otherOrigin();
    const attempts = [
      ['/api/integrations/test', {}],
      ['/api/integrations/configure', { enabled: true }],
      // Saved disabled, the key would reach the new address at the next enable or sync.
      ['/api/integrations/configure', { enabled: false }],
    ] as const;
    for (const [path, extra] of attempts) {
      const res = await m.client.post(path, { provider: 'zammad', apiUrl, apiKey: '', ...extra });
      expect(res.status, `${path} ${apiUrl}`).toBe(400);
      expect(res.body.code).toBe('INTEGRATION_KEY_REQUIRED');
    }
    for (const procedure of ['integrations.test', 'integrations.configure']) {
      const res = await trpc.mutate(m.client, procedure, { provider: 'zammad', apiUrl });
      expect(trpcError(res), `${procedure} ${apiUrl}`).toEqual({
        status: 400,
        code: 'INTEGRATION_KEY_REQUIRED',
      });
    }
    expect(elsewhere.requests.length).toBe(calls);
    expect(await storedRow(m.user.id)).toEqual(before);
  });

  it('reuses the stored key for the same origin, whatever the path', async () => {
    const m = await memberWithIntegration('Same Origin');
    const tested = await m.client.post('/api/integrations/test', {
      provider: 'zammad',
      apiUrl: `${saved.url}/api/v1/`,
    });
    expect(tested.body).toMatchObject({ success: true });
    expect(saved.requests.at(-1)!.headers.authorization).toBe(`Token token=${KEY}`);
    const disabled = await m.client.post('/api/integrations/configure', {
      provider: 'zammad',
      apiUrl: saved.url,
      apiKey: '',
      enabled: false,
    });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.body).toMatchObject({ enabled: false, apiKeyHint: KEY.slice(-4) });
  });

  it('is not needed when the new address comes with its key', async () => {
    const m = await memberWithIntegration('Moving Desk');
    const moved = await m.client.post('/api/integrations/configure', {
      provider: 'zammad',
      apiUrl: elsewhere.url,
      apiKey: KEY,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ apiUrl: elsewhere.url, connected: true });
  });
});
