import type { Config } from './config/env.ts';
import type { Orm } from './db/orm.ts';
import type { AppEvents } from './events/app-events.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import type { TokenRateLimit } from './modules/access-tokens/token-rate-limit.ts';
import type { AttachmentStorage } from './modules/attachments/storage/attachment-storage.ts';
import type { SessionService } from './modules/auth/session.service.ts';
import type { TaskListCaches } from './modules/tasks/list-cache/task-list-caches.ts';
import type { TaskCreationWrites } from './modules/tasks/task-creation-writes.ts';
import type { Realtime } from './realtime/realtime.ts';

/** Long-lived collaborators shared by every request; built once in createApp. */
export interface AppDeps {
  config: Config;
  log: Logger;
  orm: Orm;
  /** Key for derived tokens and encryption at rest (see config/server-secret.ts). */
  secret: string;
  sessions: SessionService;
  realtime: Realtime;
  events: AppEvents;
  /** Where attachment bytes live: DATA_DIR/attachments or an S3-compatible bucket. */
  attachmentStorage: AttachmentStorage;
  /** Background jobs on PostgreSQL (pg-boss): each job runs once across instances. */
  jobs: JobQueue;
  /** The task lists every screen reads, kept while the database's change log shows no write. */
  taskLists: TaskListCaches;
  /** What other modules write with every new task, inside its insert (integrations' ticket requests). */
  taskCreationWrites: TaskCreationWrites;
  /** Calls per personal access token per minute, shared through Redis when configured. */
  tokenRateLimit: TokenRateLimit;
}
