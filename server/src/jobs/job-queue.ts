import { PgBoss, type Queue } from 'pg-boss';
import type { Logger } from '../logger.ts';

/** Connections the queue holds besides the ORM's pool; the embedded database must accept them too. */
export const JOB_QUEUE_POOL_MAX = 2;

export interface JobDefinition<T extends object = object> {
  name: string;
  /** pg-boss queue options: policy, retries, backoff, expiry. */
  queue?: Omit<Queue, 'name'>;
  /** Cron expression: one job per occurrence across every instance sharing the database. */
  cron?: string;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
  /** Jobs this instance runs at once (default 1, one after the other). */
  localConcurrency?: number;
  /** Jobs of one `group` (see EnqueueOptions) this instance runs at once; a full group's jobs wait, others' run. */
  localGroupConcurrency?: number;
  handle(data: T): Promise<void>;
}

export interface EnqueueOptions {
  /** With a queue policy such as `stately`, at most one job per key waits at a time. */
  singletonKey?: string;
  startAfterSeconds?: number;
  /** The job's group (a member, say), for the definition's `localGroupConcurrency`. */
  group?: string;
}

/**
 * Background jobs on a PostgreSQL-backed queue (pg-boss), so every job runs
 * once across all instances sharing the database. The same queue runs on the
 * embedded database (PGlite over its socket) with a pool of two connections.
 */
export class JobQueue {
  private boss: PgBoss | null = null;
  private readonly definitions = new Map<string, JobDefinition>();
  private started: Promise<void> | null = null;

  private readonly databaseUrl: string;
  private readonly log: Logger;

  constructor(databaseUrl: string, log: Logger) {
    this.databaseUrl = databaseUrl;
    this.log = log;
  }

  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`job ${definition.name} defined after the queue started`);
    // Each handler gets the data its own enqueue calls sent.
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  start(): Promise<void> {
    this.started ??= this.doStart();
    return this.started;
  }

  private async doStart(): Promise<void> {
    const startedAt = Date.now();
    const boss = new PgBoss({
      connectionString: this.databaseUrl,
      max: JOB_QUEUE_POOL_MAX,
      schema: 'pgboss',
      application_name: 'taskmanager-jobs',
    });
    boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    boss.on('warning', (warning) => this.log.warn({ warning }, 'job queue warning'));
    await boss.start();
    this.boss = boss;
    for (const def of this.definitions.values()) {
      await boss.createQueue(def.name, def.queue ?? {});
      if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
      await boss.work<object>(
        def.name,
        {
          pollingIntervalSeconds: def.pollingIntervalSeconds ?? 2,
          ...(def.localConcurrency ? { localConcurrency: def.localConcurrency } : {}),
          ...(def.localGroupConcurrency ? { localGroupConcurrency: def.localGroupConcurrency } : {}),
        },
        async (jobs) => {
          for (const job of jobs) await this.run(def, job.data ?? {});
        },
      );
    }
    this.log.info({ queues: this.definitions.size, ms: Date.now() - startedAt }, 'job queue started');
  }

  private async run(def: JobDefinition, data: object): Promise<void> {
    try {
      await def.handle(data);
    } catch (err) {
      this.log.warn({ err, job: def.name }, 'background job failed; it will be retried');
      // Rethrown so pg-boss applies the queue's retry policy.
      throw err;
    }
  }

  /**
   * Queues a job. Never throws: a failure to queue is logged, and every job
   * here has a periodic sweep that picks up what was missed.
   */
  async enqueue(name: string, data: object = {}, options: EnqueueOptions = {}): Promise<void> {
    try {
      await this.started;
      if (!this.boss) return;
      const { startAfterSeconds, singletonKey, group } = options;
      await this.boss.send(name, data, {
        ...(singletonKey ? { singletonKey } : {}),
        ...(group ? { group: { id: group } } : {}),
        ...(startAfterSeconds ? { startAfter: Math.max(1, Math.ceil(startAfterSeconds)) } : {}),
      });
    } catch (err) {
      this.log.error({ err, job: name }, 'could not queue background job');
    }
  }

  async stop(): Promise<void> {
    await this.started?.catch(() => undefined);
    const boss = this.boss;
    this.boss = null;
    // Running handlers get a few seconds to finish; an interrupted one is retried by another instance.
    await boss?.stop({ graceful: true, timeout: 5_000 });
  }
}
