import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, keyHint } from './secret-box.ts';

const SECRET = 'server-secret-for-tests-0123456789';

describe('integration key encryption', () => {
  it('round-trips and never contains the key in clear', () => {
    const sealed = encryptSecret(SECRET, 'zammad-token-ABCDEFGH');
    expect(sealed).not.toContain('zammad-token');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(decryptSecret(SECRET, sealed)).toBe('zammad-token-ABCDEFGH');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSecret(SECRET, 'same')).not.toBe(encryptSecret(SECRET, 'same'));
  });

  it('refuses another secret or an altered value', () => {
    const sealed = encryptSecret(SECRET, 'key');
    expect(() => decryptSecret(`${SECRET}x`, sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => decryptSecret(SECRET, parts.join('.'))).toThrow();
  });

  it('hints only the last 4 characters of long keys', () => {
    expect(keyHint('0123456789abcdef')).toBe('cdef');
    expect(keyHint('short-key')).toBe('');
  });
});
