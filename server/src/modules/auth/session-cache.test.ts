import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionUserRow } from './session-cache.ts';

const row = (userId: string, name = 'Ann'): SessionUserRow => ({
  id: userId,
  name,
  email: null,
  avatar: '😀',
  is_admin: false,
  deleted_at: null,
  session_expires_at: new Date('2030-01-01'),
  session_last_seen_at: new Date('2026-11-25'),
});

/** A cache whose notices are proven to arrive for the length of every test. */
const liveCache = () => {
  const cache = new SessionCache();
  cache.trustUntil(Date.parse('2100-01-01'));
  return cache;
};
const t0 = Date.parse('2026-11-25T10:00:00Z');

describe('SessionCache', () => {
  it('answers a kept session until it is forgotten', () => {
    const cache = liveCache();
    cache.keep('s1', row('u1'), cache.generation);
    expect(cache.get('s1')?.id).toBe('u1');
    cache.forgetSession('s1');
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps nothing and answers nothing until trusted, and nothing once distrusted', () => {
    const cache = new SessionCache();
    cache.keep('s1', row('u1'), cache.generation);
    expect(cache.get('s1')).toBeUndefined();
    cache.trustUntil(Date.now() + 60_000);
    cache.keep('s1', row('u1'), cache.generation);
    expect(cache.get('s1')?.id).toBe('u1');
    cache.distrust();
    expect(cache.size).toBe(0);
    cache.keep('s1', row('u1'), cache.generation);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps what it holds while each keepalive comes back before the trust lapses', () => {
    const cache = new SessionCache();
    expect(cache.trustUntil(t0 + 3_000, t0)).toBe(true);
    cache.keep('s1', row('u1'), cache.generation, t0);
    expect(cache.trustUntil(t0 + 4_000, t0 + 1_000)).toBe(false);
    expect(cache.get('s1', t0 + 3_500)?.id).toBe('u1');
  });

  it('answers nothing once the trust lapses, and has forgotten everything when it resumes', () => {
    const cache = new SessionCache();
    cache.trustUntil(t0 + 3_000, t0);
    cache.keep('s1', row('u1'), cache.generation, t0);
    expect(cache.get('s1', t0 + 4_000)).toBeUndefined();
    cache.keep('s2', row('u2'), cache.generation, t0 + 4_000);
    // The keepalive that ends the lapse says so: whatever was missed meanwhile must be checked again.
    expect(cache.trustUntil(t0 + 7_000, t0 + 4_500)).toBe(true);
    expect(cache.get('s1', t0 + 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a row read before something was forgotten (it may predate that change)', () => {
    const cache = liveCache();
    const before = cache.generation;
    cache.forgetUser('someone else');
    cache.keep('s1', row('u1'), before);
    expect(cache.get('s1')).toBeUndefined();
    cache.keep('s1', row('u1'), cache.generation);
    expect(cache.get('s1')?.id).toBe('u1');
  });

  it('forgets every session of a user and only theirs', () => {
    const cache = liveCache();
    cache.keep('s1', row('u1'), cache.generation);
    cache.keep('s2', row('u1'), cache.generation);
    cache.keep('s3', row('u2'), cache.generation);
    cache.forgetUser('u1');
    expect([cache.get('s1'), cache.get('s2'), cache.get('s3')?.id]).toEqual([undefined, undefined, 'u2']);
  });

  it('reads a session again once it has been kept for a minute', () => {
    const cache = liveCache();
    cache.keep('s1', row('u1'), cache.generation, t0);
    expect(cache.get('s1', t0 + 59_000)?.id).toBe('u1');
    expect(cache.get('s1', t0 + 61_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most 5,000 sessions, letting the oldest kept go first', () => {
    const cache = liveCache();
    for (let i = 0; i < 5_001; i++) cache.keep(`s${i}`, row(`u${i}`), cache.generation);
    expect(cache.size).toBe(5_000);
    expect(cache.get('s0')).toBeUndefined();
    expect(cache.get('s1')?.id).toBe('u1');
    expect(cache.get('s5000')?.id).toBe('u5000');
  });
});
