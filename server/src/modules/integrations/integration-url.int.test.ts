import { FakeTicketing } from '@tm/test-support/fake-ticketing';
import { describe, expect, it } from 'vitest';
import { startAppWithLogs } from './testing/captured-app.test-helper.ts';

const KEY = 'zammad-token-7f3a9c1e5b2d4f60';

describe('private addresses when not allowed', () => {
  it('are refused at once, and a host name resolving to one is refused at call time', async () => {
    const app = await startAppWithLogs({ ALLOW_PRIVATE_INTEGRATION_URLS: '0' });
    const vendor = await new FakeTicketing(KEY).start();
    try {
      const m = await app.member('Private Tester');
      for (const apiUrl of [
        vendor.url,
        'http://[::1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://169.254.169.254/',
      ]) {
        for (const path of ['/api/integrations/test', '/api/integrations/configure']) {
          const res = await m.client.post(path, { provider: 'zammad', apiUrl, apiKey: KEY });
          expect(res.status, `${path} ${apiUrl}`).toBe(400);
          expect(res.body.code).toBe('INTEGRATION_URL_REFUSED');
        }
      }
      // A member of their own: the tests above used up a minute's connection tests.
      const m2 = await app.member('Host Name Tester');
      const before = vendor.requests.length;
      const viaDns = await m2.client.post('/api/integrations/test', {
        provider: 'zammad',
        apiUrl: `http://localhost:${vendor.port}`,
        apiKey: KEY,
      });
      expect(viaDns.status, viaDns.text).toBe(400);
      expect(viaDns.body.code).toBe('INTEGRATION_URL_REFUSED');
      const saved = await m2.client.post('/api/integrations/configure', {
        provider: 'zammad',
        apiUrl: `http://localhost:${vendor.port}`,
        apiKey: KEY,
      });
      expect(saved.body.code).toBe('INTEGRATION_URL_REFUSED');
      expect(vendor.requests.length).toBe(before);
      for (const member of [m, m2]) expect((await member.client.get('/api/integrations')).body).toEqual([]);
    } finally {
      await app.stop();
      await vendor.stop();
    }
  });
});
