import { z } from 'zod';
import { ANALYTICS_PERIODS, type AnalyticsOverview } from '../analytics/analytics.schema.ts';
import type { AnalyticsTrends } from '../analytics/analytics-trends.schema.ts';
import type { MeetingOverview } from '../meeting/meeting.schema.ts';
import { TASK_PRIORITIES, TASK_STATUSES } from '../task/task-constants.ts';

// Answers of the analytics and meeting screens, for the OpenAPI document; like
// wire.schema.ts, each is held to its interface by the compiler.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <A, B>(_: Same<A, B>) => undefined;
const Person = z.object({ name: z.string(), avatar: z.string() });
const Counts = z.object({ total: z.int(), done: z.int(), active: z.int() });

export const AnalyticsOverviewOut = z
  .object({
    days: z.union(
      ANALYTICS_PERIODS.map((d) => z.literal(d)) as [
        z.ZodLiteral<7>,
        z.ZodLiteral<30>,
        z.ZodLiteral<90>,
        z.ZodLiteral<365>,
      ],
    ),
    since: z.string().meta({ format: 'date-time' }),
    until: z.string().meta({ format: 'date-time' }),
    total: z.int(),
    done: z.int(),
    completionRate: z.number(),
    averageCompletionHours: z.number().nullable(),
    overdue: z.int(),
    byStatus: z.object({ todo: z.int(), doing: z.int() }),
    byPriority: z.record(z.enum(TASK_PRIORITIES), z.int()),
    users: z.array(
      Counts.extend({
        user: Person.extend({ id: z.string().meta({ format: 'uuid' }) }),
        completionRate: z.number(),
      }),
    ),
    unassigned: Counts,
  })
  .meta({ id: 'AnalyticsOverview' });
same<z.output<typeof AnalyticsOverviewOut>, AnalyticsOverview>(true);

export const MeetingOverviewOut = z
  .object({
    counts: z.object({ critical: z.int(), inProgress: z.int(), awaitingApproval: z.int() }),
    critical: z.array(
      z.object({
        id: z.string().meta({ format: 'uuid' }),
        title: z.string(),
        status: z.enum(TASK_STATUSES),
        priority: z.enum(TASK_PRIORITIES),
        dueDate: z.iso.date().nullable(),
        assignee: Person.nullable(),
      }),
    ),
  })
  .meta({ id: 'MeetingOverview' });
same<z.output<typeof MeetingOverviewOut>, MeetingOverview>(true);

/** `GET /api/admin/warnings`. */
export const AdminWarningsOut = z.object({ defaultAdminPassword: z.boolean() });

/** `GET /api/analytics/trends`. */
export const AnalyticsTrendsOut = z
  .object({
    days: z.union(
      ANALYTICS_PERIODS.map((d) => z.literal(d)) as [
        z.ZodLiteral<7>,
        z.ZodLiteral<30>,
        z.ZodLiteral<90>,
        z.ZodLiteral<365>,
      ],
    ),
    since: z.string().meta({ format: 'date-time' }),
    until: z.string().meta({ format: 'date-time' }),
    bucket: z.enum(['day', 'week']),
    series: z.array(
      z.object({ start: z.iso.date(), created: z.int(), completed: z.int(), overdue: z.int() }),
    ),
    cycleTime: z.object({
      count: z.int(),
      averageSeconds: z.number().nullable(),
      medianSeconds: z.number().nullable(),
      p85Seconds: z.number().nullable(),
    }),
    byLabel: z.array(
      z.object({
        label: z.object({ id: z.string().meta({ format: 'uuid' }), name: z.string(), color: z.string() }),
        total: z.int(),
        done: z.int(),
        active: z.int(),
      }),
    ),
  })
  .meta({ id: 'AnalyticsTrends' });
same<z.output<typeof AnalyticsTrendsOut>, AnalyticsTrends>(true);
