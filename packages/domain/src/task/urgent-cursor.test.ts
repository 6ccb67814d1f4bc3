import { describe, expect, it } from 'vitest';
import { decodeUrgentCursor, encodeUrgentCursor, type UrgentCursor } from './urgent-cursor.ts';

const key: UrgentCursor = {
  priority: 'high',
  dueDate: '2026-03-10',
  createdAt: '2026-03-01T10:00:00.123Z',
  id: '0b8e2f4c-5d6a-4e7f-8a9b-0c1d2e3f4a5b',
};

describe('urgent cursor', () => {
  it('round-trips a sort key through an opaque, URL-safe string', () => {
    const cursor = encodeUrgentCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeUrgentCursor(cursor)).toEqual(key);
    expect(decodeUrgentCursor(encodeUrgentCursor({ ...key, dueDate: null }))).toEqual({
      ...key,
      dueDate: null,
    });
  });

  it('refuses anything it did not write', () => {
    expect(decodeUrgentCursor('')).toBeNull();
    expect(decodeUrgentCursor('a+b/c=')).toBeNull();
    expect(
      decodeUrgentCursor(encodeUrgentCursor({ ...key, createdAt: '2026-02-30T10:00:00.000Z' })),
    ).toBeNull();
    expect(decodeUrgentCursor(encodeUrgentCursor({ ...key, id: 'x' }))).toBeNull();
  });
});
