import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps.ts';
import { databasePool } from '../../db/orm.ts';
import { appRouter } from '../../trpc/app-router.ts';
import { routeLabel } from './http-route-label.ts';

/** pg-boss states of a job still to run: together, the queue's depth. */
const WAITING_STATES = new Set(['created', 'retry']);

/**
 * One Prometheus registry per running app (tests start several in one process):
 * prom-client's default process metrics, the HTTP request histogram, and gauges
 * read when scraped (sockets, job queues, database pool, mail outbox).
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly procedures = new Set(Object.keys(appRouter._def.procedures));

  constructor(deps: AppDeps) {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status, with their duration',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    new Gauge({
      name: 'realtime_open_sockets',
      help: 'Socket.IO connections open on this instance',
      registers: [this.registry],
      collect() {
        this.set(deps.realtime.io?.engine.clientsCount ?? 0);
      },
    });
    const pool = (
      name: string,
      help: string,
      read: (p: NonNullable<ReturnType<typeof databasePool>>) => number,
    ) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const p = databasePool(deps.orm);
          this.set(p ? read(p) : 0);
        },
      });
    pool('db_pool_connections', 'Connections open in the database pool', (p) => p.totalCount);
    pool('db_pool_idle_connections', 'Idle connections in the database pool', (p) => p.idleCount);
    pool('db_pool_waiting_requests', 'Queries waiting for a pool connection', (p) => p.waitingCount);
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections the database pool opens',
      registers: [this.registry],
    }).set(deps.config.databasePoolMax);
    this.jobGauges(deps);
    new Gauge({
      name: 'mail_outbox_pending',
      help: 'Mails waiting in the outbox (neither sent nor dropped)',
      registers: [this.registry],
      async collect() {
        const em = deps.orm.em.fork() as EntityManager;
        const [row] = await em.execute<{ n: number }[]>(
          'select count(*)::int as n from mail_outbox where sent_at is null and dropped_at is null',
        );
        this.set(row?.n ?? 0);
      },
    });
  }

  /** Depth (jobs waiting) and failed jobs per pg-boss queue, plus every state's count. */
  private jobGauges(deps: AppDeps): void {
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Background jobs kept by the queue, by queue and state',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        const em = deps.orm.em.fork() as EntityManager;
        // Every queue pg-boss knows (each definition creates its queue at start) has a
        // depth and a failure count from the start, 0 until it holds a job.
        const [rows, known] = await Promise.all([
          em
            .execute<{ name: string; state: string; n: number }[]>(
              'select name, state::text as state, count(*)::int as n from pgboss.job group by 1, 2',
            )
            // Before the queue's first start its schema does not exist yet.
            .catch(() => []),
          em.execute<{ name: string }[]>('select name from pgboss.queue').catch(() => []),
        ]);
        this.reset();
        depth.reset();
        failed.reset();
        const waiting = new Map<string, number>();
        const failures = new Map<string, number>();
        for (const r of rows) {
          this.set({ queue: r.name, state: r.state }, r.n);
          if (WAITING_STATES.has(r.state)) waiting.set(r.name, (waiting.get(r.name) ?? 0) + r.n);
          if (r.state === 'failed') failures.set(r.name, r.n);
        }
        for (const queue of new Set([...known.map((q) => q.name), ...rows.map((r) => r.name)])) {
          depth.set({ queue }, waiting.get(queue) ?? 0);
          failed.set({ queue }, failures.get(queue) ?? 0);
        }
      },
    });
    // Registered after job_queue_jobs, whose reading (first in a scrape) sets them.
    const depth = new Gauge({
      name: 'job_queue_depth',
      help: 'Background jobs waiting to run (created or to be retried), by queue',
      labelNames: ['queue'],
      registers: [this.registry],
    });
    const failed = new Gauge({
      name: 'job_queue_failed_jobs',
      help: 'Background jobs that failed for good and are still kept, by queue',
      labelNames: ['queue'],
      registers: [this.registry],
    });
  }

  /** Times every request; filed under its route pattern once the answer is sent. */
  httpTimer() {
    return (req: Request, res: Response, next: NextFunction) => {
      const end = this.requests.startTimer();
      const matched = rememberMatchedRoute(req);
      res.once('finish', () => {
        const route = matched() ?? routeLabel(req, this.procedures);
        end({ method: req.method, route, status: String(res.statusCode) });
      });
      next();
    };
  }
}

/**
 * Express sets `req.route` when a route matches and takes the mount path (baseUrl) away
 * again when an error leaves its router: the pattern is noted as the route is set, so a
 * 404 or 400 thrown by a handler is filed under its route, not as an unknown path.
 */
function rememberMatchedRoute(req: Request): () => string | undefined {
  let route: unknown;
  let pattern: string | undefined;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (typeof value?.path === 'string') pattern = `${req.baseUrl}${value.path}` || '/';
    },
  });
  return () => pattern;
}
