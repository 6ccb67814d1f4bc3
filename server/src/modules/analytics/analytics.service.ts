import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AnalyticsInput,
  AnalyticsOverview,
  AnalyticsPeriod,
} from '@tm/domain/analytics/analytics.schema';
import { completionPercent } from '@tm/domain/task/completion-rate';
import { todayIn } from '@tm/domain/task/date-only';
import type { z } from 'zod';
import type { TaskScope } from '../tasks/task-scope.ts';
import { analyticsRepository } from './analytics.repository.ts';

type Input = z.output<typeof AnalyticsInput>;

const DAY_MS = 24 * 3600 * 1000;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Analytics over the tasks created in the last `days` days, counted back from `now`
 * (a task created exactly `days` days ago is in). Mean completion time uses
 * completedAt − createdAt (updatedAt when completedAt is missing), because updatedAt
 * moves with any later edit of a done task.
 */
export async function analyticsOverview(
  em: EntityManager,
  scope: TaskScope,
  input: Input,
  now: Date = new Date(),
): Promise<AnalyticsOverview> {
  const days = input.days as AnalyticsPeriod;
  const since = new Date(now.getTime() - days * DAY_MS);
  const { totals, assignees } = await analyticsRepository.periodFigures(
    em,
    scope,
    since,
    todayIn('UTC', now),
  );
  return {
    days,
    since: since.toISOString(),
    until: now.toISOString(),
    total: totals.total,
    done: totals.done,
    completionRate: completionPercent(totals.done, totals.total, 1),
    averageCompletionHours:
      totals.avgCompletionSeconds === null ? null : oneDecimal(totals.avgCompletionSeconds / 3600),
    overdue: totals.overdue,
    byStatus: totals.byStatus,
    byPriority: totals.byPriority,
    users: assignees.map((a) => ({
      user: { id: a.id, name: a.name, avatar: a.avatar },
      total: a.total,
      done: a.done,
      active: a.total - a.done,
      completionRate: completionPercent(a.done, a.total, 0),
    })),
    unassigned: {
      total: totals.unassigned.total,
      done: totals.unassigned.done,
      active: totals.unassigned.total - totals.unassigned.done,
    },
  };
}
