import { describe, expect, it } from 'vitest';
import { calendarToken, tokensMatch } from './calendar-token.ts';

const SECRET = 'a-server-secret-of-at-least-thirty-two-chars';
const USER = '6f1c2d4e-0000-4000-8000-000000000001';

describe('calendar token', () => {
  it('is 256 bits in base64url and the same every time for one version', () => {
    const token = calendarToken(SECRET, USER, 0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(calendarToken(SECRET, USER, 0)).toBe(token);
  });

  it('changes with the version, the user and the secret', () => {
    const token = calendarToken(SECRET, USER, 0);
    expect(calendarToken(SECRET, USER, 1)).not.toBe(token);
    expect(calendarToken(SECRET, USER.replace(/1$/, '2'), 0)).not.toBe(token);
    expect(calendarToken(`${SECRET}x`, USER, 0)).not.toBe(token);
  });

  it('matches only the exact token, whatever the length of the attempt', () => {
    const token = calendarToken(SECRET, USER, 3);
    expect(tokensMatch(token, token)).toBe(true);
    expect(tokensMatch(token, token.slice(0, -1))).toBe(false);
    expect(tokensMatch(token, `${token}A`)).toBe(false);
    expect(tokensMatch(token, '')).toBe(false);
  });
});
