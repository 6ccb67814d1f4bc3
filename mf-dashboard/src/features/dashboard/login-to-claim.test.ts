import { describe, expect, it } from 'vitest';
import { CLAIM_PARAM, loginToClaim } from './use-claim-task.ts';

describe('loginToClaim', () => {
  it('sends a visitor to the login page with a same-origin return path naming the task', () => {
    const id = '0b0e8f4e-9a43-4c4e-a6f1-2f7d1c3b5a10';
    const url = new URL(loginToClaim(id), 'https://tasks.example');
    expect(url.origin).toBe('https://tasks.example');
    expect(url.pathname).toBe('/login');
    const next = url.searchParams.get('next');
    expect(next).toBe(`/dashboard?${CLAIM_PARAM}=${id}`);
    // The return path stays on this site once the login page resolves it.
    expect(new URL(next!, 'https://tasks.example').origin).toBe('https://tasks.example');
  });

  it('brings the visitor back to the project’s dashboard they were on', () => {
    const id = '0b0e8f4e-9a43-4c4e-a6f1-2f7d1c3b5a10';
    const url = new URL(loginToClaim(id, 'WEB'), 'https://tasks.example');
    expect(url.searchParams.get('next')).toBe(`/dashboard/WEB?${CLAIM_PARAM}=${id}`);
  });
});
