import { describe, expect, it } from 'vitest';
import { checkEndpoint } from './push-endpoint.ts';

describe('push endpoints', () => {
  it('takes a public https address', () => {
    expect(checkEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(
      'https://fcm.googleapis.com/fcm/send/abc',
    );
  });

  it.each([
    ['plain http', 'http://push.example.com/x'],
    ['loopback', 'https://127.0.0.1/x'],
    ['a private address', 'https://10.1.2.3/x'],
    ['localhost', 'https://localhost/x'],
    ['a name under localhost', 'https://push.localhost/x'],
    ['localhost with a trailing dot', 'https://LOCALHOST./x'],
    ['an IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/x'],
    ['credentials', 'https://user:pw@push.example.com/x'],
  ])('refuses %s with a 400', (_what, url) => {
    expect(() => checkEndpoint(url, false)).toThrow(
      expect.objectContaining({ code: 'PUSH_ENDPOINT_REFUSED' }),
    );
  });

  it('takes a loopback http endpoint when private addresses are allowed (tests, a self-hosted service)', () => {
    expect(checkEndpoint('http://127.0.0.1:9000/push', true)).toBe('http://127.0.0.1:9000/push');
  });
});
