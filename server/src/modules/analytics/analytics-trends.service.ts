import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnalyticsInput, AnalyticsPeriod } from '@tm/domain/analytics/analytics.schema';
import {
  type AnalyticsTrends,
  bucketFor,
  type TrendPoint,
} from '@tm/domain/analytics/analytics-trends.schema';
import { addDaysTo, todayIn } from '@tm/domain/task/date-only';
import type { z } from 'zod';
import type { TaskScope } from '../tasks/task-scope.ts';
import { type OverdueSpan, analyticsTrendsRepository as repo } from './analytics-trends.repository.ts';

type Input = z.output<typeof AnalyticsInput>;

const DAY_MS = 24 * 3600 * 1000;

/** How many tasks were overdue on UTC day `day`: spans that started by then and had not ended. */
function overdueOn(spans: readonly OverdueSpan[], day: string): number {
  let n = 0;
  for (const s of spans) if (s.from <= day && (s.until === null || s.until > day)) n += s.tasks;
  return n;
}

/**
 * The analytics period over time, counted back from `now` like the overview (tasks
 * created at or after now − days × 24 h): created and completed per bucket, the number
 * of overdue tasks at the end of each bucket (the last one: today, so it equals the
 * team's overdue count now), cycle time average, median and 85th percentile, per label.
 * Days are UTC days, as the overview's "overdue".
 */
export async function analyticsTrends(
  em: EntityManager,
  scope: TaskScope,
  input: Input,
  now: Date = new Date(),
): Promise<AnalyticsTrends> {
  const days = input.days as AnalyticsPeriod;
  const since = new Date(now.getTime() - days * DAY_MS);
  const bucket = bucketFor(days);
  const step = bucket === 'day' ? 1 : 7;
  const firstDay = todayIn('UTC', since);
  const today = todayIn('UTC', now);

  const [created, completed, spans, cycleTime, byLabel] = await Promise.all([
    repo.createdPerBucket(em, scope, since, firstDay, step),
    repo.completedPerBucket(em, scope, since, firstDay, step),
    repo.overdueSpans(em, scope, firstDay, today),
    repo.cycleTime(em, scope, since),
    repo.byLabel(em, scope, since),
  ]);

  const series: TrendPoint[] = [];
  for (let i = 0, start = firstDay; start <= today; i++, start = addDaysTo(start, step)) {
    const last = addDaysTo(start, step - 1);
    series.push({
      start,
      created: created.get(i) ?? 0,
      completed: completed.get(i) ?? 0,
      overdue: overdueOn(spans, last < today ? last : today),
    });
  }
  return { days, since: since.toISOString(), until: now.toISOString(), bucket, series, cycleTime, byLabel };
}
