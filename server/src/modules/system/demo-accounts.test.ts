import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, SeededPasswordCheck } from './demo-accounts.ts';

/** A stand-in for scrypt that counts its calls: "hash-of:<password>" matches that password. */
function countingVerify() {
  const calls: string[] = [];
  const verify = async (password: string, hash: string) => {
    calls.push(hash);
    return hash === `hash-of:${password}`;
  };
  return { calls, verify };
}

describe('SeededPasswordCheck', () => {
  it('verifies a stored hash once, however often the config is asked for', async () => {
    const { calls, verify } = countingVerify();
    const check = new SeededPasswordCheck(verify);
    for (let i = 0; i < 5; i++) expect(await check.matches(DEMO_ADMIN, 'hash-of:admin123')).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('checks again once the password (so the stored hash) has changed, and back', async () => {
    const { calls, verify } = countingVerify();
    const check = new SeededPasswordCheck(verify);
    expect(await check.matches(DEMO_ADMIN, 'hash-of:admin123')).toBe(true);
    expect(await check.matches(DEMO_ADMIN, 'hash-of:something else')).toBe(false);
    expect(await check.matches(DEMO_ADMIN, 'hash-of:something else')).toBe(false);
    expect(await check.matches(DEMO_ADMIN, 'hash-of:admin123')).toBe(true);
    expect(calls).toEqual(['hash-of:admin123', 'hash-of:something else', 'hash-of:admin123']);
  });

  it('answers "no" for a hash it cannot read, instead of failing the config', async () => {
    const check = new SeededPasswordCheck(() => Promise.reject(new Error('bad hash')));
    expect(await check.matches(DEMO_ADMIN, 'garbage')).toBe(false);
  });
});
