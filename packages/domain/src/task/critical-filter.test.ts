import { describe, expect, it } from 'vitest';
import { isAwaitingApproval, isCritical } from './critical-filter.ts';

describe('isCritical', () => {
  it('is urgent or high and not done', () => {
    expect(isCritical({ priority: 'urgent', status: 'todo' })).toBe(true);
    expect(isCritical({ priority: 'high', status: 'doing' })).toBe(true);
  });

  it('excludes done tasks and lower priorities', () => {
    expect(isCritical({ priority: 'urgent', status: 'done' })).toBe(false);
    expect(isCritical({ priority: 'high', status: 'done' })).toBe(false);
    expect(isCritical({ priority: 'medium', status: 'todo' })).toBe(false);
    expect(isCritical({ priority: 'low', status: 'doing' })).toBe(false);
  });

  it('treats a missing priority as medium, so not critical', () => {
    expect(isCritical({ priority: null, status: 'todo' })).toBe(false);
    expect(isCritical({ priority: undefined, status: 'todo' })).toBe(false);
  });
});

describe('isAwaitingApproval', () => {
  it('is pending approval and not done', () => {
    expect(isAwaitingApproval({ clientApproval: 'pending', status: 'todo' })).toBe(true);
    expect(isAwaitingApproval({ clientApproval: 'pending', status: 'done' })).toBe(false);
    expect(isAwaitingApproval({ clientApproval: 'approved', status: 'todo' })).toBe(false);
    expect(isAwaitingApproval({ clientApproval: 'none', status: 'doing' })).toBe(false);
  });
});
