import { z } from 'zod';
import { ANALYTICS_PERIODS } from '../analytics/analytics.schema.ts';
import { TASK_PRIORITIES, TASK_STATUSES } from '../task/task-constants.ts';

// Answers of the analytics and meeting screens, for the OpenAPI document; like
// wire.schema.ts, their outputs are the types the code uses (analytics/, meeting/).
const Person = z.object({ name: z.string(), avatar: z.string() });
const Counts = z.object({ total: z.int(), done: z.int(), active: z.int() });

/** Figures over the tasks created in the last `days` days (DESIGN: the period is applied). */
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
    /** Start of the period (inclusive) and the moment the figures were computed, ISO 8601 UTC. */
    since: z.string().meta({ format: 'date-time' }),
    until: z.string().meta({ format: 'date-time' }),
    total: z.int(),
    done: z.int(),
    /** done / total in percent, one decimal; 0 with no tasks. */
    completionRate: z.number(),
    /** Mean hours from creation to completion of the done tasks, one decimal; null when none is done. */
    averageCompletionHours: z.number().nullable(),
    overdue: z.int(),
    /** Active (not done) tasks by status and by priority. */
    byStatus: z.object({ todo: z.int(), doing: z.int() }),
    byPriority: z.record(z.enum(TASK_PRIORITIES), z.int()),
    /** One row per assignee with tasks in the period: total desc, then name, then id. */
    users: z.array(
      Counts.extend({
        user: Person.extend({ id: z.string().meta({ format: 'uuid' }) }),
        /** done / total in percent, no decimals. */
        completionRate: z.number(),
      }),
    ),
    /** Tasks of the period nobody is assigned to (not in `users`). */
    unassigned: Counts,
  })
  .meta({ id: 'AnalyticsOverview' });

/** The meeting screen: its counters and the critical tasks (meeting/meeting.schema.ts). */
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
      z.object({
        /** First day of the bucket (UTC), YYYY-MM-DD. */
        start: z.iso.date(),
        /** Tasks created in the bucket (and in the period). */
        created: z.int(),
        /** Tasks that became done in the bucket (and in the period), whenever created. */
        completed: z.int(),
        /** Tasks overdue at the end of the bucket's last day (or now, for the current one). */
        overdue: z.int(),
      }),
    ),
    /**
     * Creation to completion of the period's done tasks (the overview's set: created in
     * the period, done), in seconds; null when none is done.
     */
    cycleTime: z.object({
      count: z.int(),
      averageSeconds: z.number().nullable(),
      medianSeconds: z.number().nullable(),
      p85Seconds: z.number().nullable(),
    }),
    /** Tasks of the period per label (a task with two labels counts in both), by total desc, then name. */
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
