import type { Comment, HistoryEntry } from '@tm/domain/task/task.schema';
import { describe, expect, it } from 'vitest';
import { activityOf } from './activity.ts';

const entry = (id: string, createdAt: string): HistoryEntry => ({
  id,
  action: 'updated',
  field: 'title',
  oldValue: 'a',
  newValue: 'b',
  createdAt,
  user: null,
});
// Asserted: comments gain `editedAt` (issue 19's comment edits) in a parallel change.
const comment = (id: string, createdAt: string) =>
  ({
    id,
    content: id,
    createdAt,
    editedAt: null,
    authorId: 'u',
    author: { name: 'Ana', avatar: '🙂' },
  }) as Comment;

describe('activityOf', () => {
  it('interleaves history and comments by time, oldest first', () => {
    const items = activityOf(
      [entry('h2', '2026-11-26T10:02:00.000Z'), entry('h1', '2026-11-26T10:00:00.000Z')],
      [comment('c1', '2026-11-26T10:01:00.000Z'), comment('c2', '2026-11-26T10:03:00.000Z')],
    );
    expect(items.map((i) => i.key)).toEqual(['h:h1', 'c:c1', 'h:h2', 'c:c2']);
  });

  it('puts a history entry before a comment of the same instant, and is empty for nothing', () => {
    const at = '2026-11-26T10:00:00.000Z';
    expect(activityOf([entry('h', at)], [comment('c', at)]).map((i) => i.kind)).toEqual([
      'history',
      'comment',
    ]);
    expect(activityOf([], [])).toEqual([]);
  });
});
