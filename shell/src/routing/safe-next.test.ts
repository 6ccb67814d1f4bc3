import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('returns to a path of this site', () => {
    expect(safeNext('/meeting')).toBe('/meeting');
    expect(safeNext('/app?view=1#top')).toBe('/app?view=1#top');
  });

  it('never leaves the site, whatever the parameter says', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'app',
    ]) {
      expect(safeNext(next), next).toBe('/app');
    }
  });

  it('goes to the board when there is nothing to return to, or only the login page', () => {
    expect(safeNext(null)).toBe('/app');
    expect(safeNext('')).toBe('/app');
    expect(safeNext('/login?next=/x')).toBe('/app');
  });
});
