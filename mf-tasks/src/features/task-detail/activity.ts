import type { Comment, HistoryEntry } from '@tm/domain/task/task.schema';

/** One line of a task's activity feed: a history entry or a comment. */
export type ActivityItem =
  | { kind: 'history'; at: string; key: string; entry: HistoryEntry }
  | { kind: 'comment'; at: string; key: string; comment: Comment };

/**
 * History and comments interleaved by time, oldest first (a conversation reads
 * downwards); ties keep history before the comment written with it.
 */
export function activityOf(history: readonly HistoryEntry[], comments: readonly Comment[]): ActivityItem[] {
  const items: ActivityItem[] = [
    ...history.map((entry) => ({
      kind: 'history' as const,
      at: entry.createdAt,
      key: `h:${entry.id}`,
      entry,
    })),
    ...comments.map((comment) => ({
      kind: 'comment' as const,
      at: comment.createdAt,
      key: `c:${comment.id}`,
      comment,
    })),
  ];
  const rank = (i: ActivityItem) => (i.kind === 'history' ? 0 : 1);
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || rank(a) - rank(b));
}
