import type { PublicTask, Task } from '@tm/domain/task/task.schema';
import type { TaskCardList } from '@tm/domain/task/task-card';
import type { TaskCounts } from '@tm/domain/task/task-counts';
import { listTaskCards } from '../task-card-reads.ts';
import { taskReads } from '../task-reads.ts';
import { ScopedListCache } from './scoped-list-cache.ts';

/** Well above the largest list in the benchmarks (10,000 tasks: 15 MB); larger lists are built per request. */
const MAX_LIST_BYTES = 32 * 1024 * 1024;

/** The lists every screen reads, one cache each (kept per scope), made once per running app (app.ts). */
export interface TaskListCaches {
  /** Every task with its people and comments: SPEC's list, for scripts. */
  members: ScopedListCache<Task[]>;
  /** Every task as the screens show it (issue 25): the list, the board, the shell's preload. */
  cards: ScopedListCache<TaskCardList>;
  /** What anyone may see of public tasks: the dashboard. */
  public: ScopedListCache<PublicTask[]>;
  /** The header's counts by status. */
  counts: ScopedListCache<TaskCounts>;
}

export function createTaskListCaches(): TaskListCaches {
  return {
    members: new ScopedListCache(taskReads.listAll, { maxBytes: MAX_LIST_BYTES }),
    cards: new ScopedListCache(listTaskCards, { maxBytes: MAX_LIST_BYTES }),
    public: new ScopedListCache(taskReads.listPublic, { maxBytes: MAX_LIST_BYTES }),
    counts: new ScopedListCache(taskReads.countByStatus, { maxBytes: MAX_LIST_BYTES }),
  };
}
