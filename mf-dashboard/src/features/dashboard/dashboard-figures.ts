import { completionRate } from '@tm/domain/task/completion-rate';
import { isOverdue } from '@tm/domain/task/overdue';
import type { PublicTask } from '@tm/domain/task/task.schema';
import { wallRank } from '@tm/domain/task/urgency';

/** SPEC 9: the dashboard lists ten active tasks (a page of them: every one is reachable, issue 24). */
const RECENT_ACTIVE_LIMIT = 10;

export interface DashboardFigures {
  total: number;
  todo: number;
  doing: number;
  done: number;
  /** Whole percent (SPEC 9), 0 with no tasks. */
  completionRate: number;
  overdue: number;
  /** Distinct assignees; public data carries no user ids, so a person is a name and avatar. */
  activeMembers: number;
  /** Every task that is not done. */
  activeCount: number;
  /** The most recently created active tasks, newest first (SPEC's ten: the first page outside kiosk mode). */
  recentActive: PublicTask[];
  /** Every active task, newest first: the pages outside kiosk mode. */
  active: PublicTask[];
  /** Every active task for the wall screen: overdue, then urgent, then the rest, each newest first. */
  wallActive: PublicTask[];
}

/** Everything the public dashboard shows, from the public task list and the viewer's date. */
export function dashboardFigures(tasks: readonly PublicTask[], today: string): DashboardFigures {
  const count = (status: PublicTask['status']) => tasks.filter((t) => t.status === status).length;
  const active = tasks
    .filter((t) => t.status !== 'done')
    .sort((a, b) =>
      a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? 1 : -1,
    );
  const members = new Set(
    tasks.flatMap((t) => (t.assignee ? [`${t.assignee.name}\u0000${t.assignee.avatar}`] : [])),
  );
  return {
    total: tasks.length,
    todo: count('todo'),
    doing: count('doing'),
    done: count('done'),
    completionRate: completionRate(tasks),
    overdue: tasks.filter((t) => isOverdue(t, today)).length,
    activeMembers: members.size,
    activeCount: active.length,
    recentActive: active.slice(0, RECENT_ACTIVE_LIMIT),
    active,
    // Array.prototype.sort is stable: within a rank the newest-first order is kept.
    wallActive: [...active].sort((a, b) => wallRank(a, today) - wallRank(b, today)),
  };
}
