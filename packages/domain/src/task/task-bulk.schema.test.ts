import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BULK_MAX, BulkTaskInput } from './task-bulk.schema.ts';

const codes = (input: unknown) => {
  const parsed = BulkTaskInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('bulk task input', () => {
  it('takes a change or a delete of 1 to 500 tasks, each named once', () => {
    const id = randomUUID();
    expect(BulkTaskInput.parse({ ids: [id, id], set: { priority: 'high' } })).toEqual({
      ids: [id],
      set: { priority: 'high' },
    });
    expect(BulkTaskInput.parse({ ids: [id], delete: true })).toEqual({ ids: [id], delete: true });
    const full = Array.from({ length: BULK_MAX }, () => randomUUID());
    expect(BulkTaskInput.parse({ ids: full, delete: true }).ids).toHaveLength(BULK_MAX);
  });

  it('reads an empty assignee as nobody', () => {
    expect(BulkTaskInput.parse({ ids: [randomUUID()], set: { assigneeId: '' } }).set).toEqual({
      assigneeId: null,
    });
  });

  it('refuses none, too many, no action and both actions with their codes', () => {
    const id = randomUUID();
    expect(codes({ ids: [], delete: true })).toEqual(['BULK_EMPTY']);
    expect(codes({ delete: true })).toEqual(['BULK_EMPTY']);
    const tooMany = Array.from({ length: BULK_MAX + 1 }, () => randomUUID());
    expect(codes({ ids: tooMany, delete: true })).toEqual(['BULK_TOO_MANY']);
    expect(codes({ ids: [id] })).toEqual(['BULK_ACTION_REQUIRED']);
    expect(codes({ ids: [id], set: {} })).toEqual(['BULK_ACTION_REQUIRED']);
    expect(codes({ ids: [id], set: { status: 'done' }, delete: true })).toEqual(['BULK_ACTION_REQUIRED']);
    expect(codes({ ids: [id], delete: false })).not.toEqual([]);
    expect(codes({ ids: [id], set: { title: 'not a bulk field' } })).not.toEqual([]);
  });
});
