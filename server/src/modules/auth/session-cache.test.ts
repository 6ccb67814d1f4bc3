import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionUserRow } from './session-cache.ts';

const row = (userId: string, name = 'Ann'): SessionUserRow => ({
  id: userId,
  name,
  avatar: '😀',
  is_admin: false,
  deleted_at: null,
  session_expires_at: new Date('2030-01-01'),
  session_last_seen_at: new Date('2026-11-25'),
});

const liveCache = () => {
  const cache = new SessionCache();
  cache.setLive(true);
  return cache;
};

describe('SessionCache', () => {
  it('answers a kept session until it is forgotten', () => {
    const cache = liveCache();
    cache.keep('s1', row('u1'), cache.generation);
    expect(cache.get('s1')?.id).toBe('u1');
    cache.forgetSession('s1');
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps nothing and answers nothing while not live, and forgets all when turned either way', () => {
    const cache = new SessionCache();
    cache.keep('s1', row('u1'), cache.generation);
    expect(cache.get('s1')).toBeUndefined();
    cache.setLive(true);
    cache.keep('s1', row('u1'), cache.generation);
    cache.setLive(false);
    expect(cache.size).toBe(0);
    cache.setLive(true);
    expect(cache.get('s1')).toBeUndefined();
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
    const t0 = Date.parse('2026-11-25T10:00:00Z');
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
