import type { PublicTask, Task } from '@tm/domain/task/task.schema';
import type { TaskCardList } from '@tm/domain/task/task-card';
import type { TaskCounts } from '@tm/domain/task/task-counts';
import { listTaskCards } from '../task-card-reads.ts';
import { taskReads } from '../task-reads.ts';
import { SnapshotCache } from './snapshot-cache.ts';

/** Well above the largest list in the benchmarks (10,000 tasks: 15 MB); larger lists are built per request. */
const MAX_LIST_BYTES = 32 * 1024 * 1024;

/** The lists every screen reads, one cache each, made once per running app (app.ts). */
export interface TaskListCaches {
  /** Every task with its people and comments: SPEC's list, for scripts. */
  members: SnapshotCache<Task[]>;
  /** Every task as the screens show it (issue 25): the list, the board, the shell's preload. */
  cards: SnapshotCache<TaskCardList>;
  /** What anyone may see of public tasks: the dashboard. */
  public: SnapshotCache<PublicTask[]>;
  /** The header's counts by status. */
  counts: SnapshotCache<TaskCounts>;
}

export function createTaskListCaches(): TaskListCaches {
  return {
    members: new SnapshotCache(taskReads.listAll, { maxBytes: MAX_LIST_BYTES }),
    cards: new SnapshotCache(listTaskCards, { maxBytes: MAX_LIST_BYTES }),
    public: new SnapshotCache(taskReads.listPublic, { maxBytes: MAX_LIST_BYTES }),
    counts: new SnapshotCache(taskReads.countByStatus, { maxBytes: MAX_LIST_BYTES }),
  };
}
