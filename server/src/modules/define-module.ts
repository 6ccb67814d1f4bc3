import type { AnyTRPCRouter } from '@trpc/server';
import type { Router } from 'express';
import type { AppDeps } from '../app-deps.ts';
import type { RouteSpec } from '../openapi/route-spec.ts';

/** What a module's job definitions hand back: a resource to release once the job queue has stopped. */
interface ModuleJobs {
  close(): void;
}

/** What a module's subscribers hand back for the app's start and stop (background.ts runs them in list order). */
export interface ModuleSubscribers {
  /** Called once the job queue runs. */
  started?(): void;
  /** Before the job queue stops: what the last events started reaches its queue or outbox. */
  drain?(): Promise<void>;
  /** After the job queue stopped: what the last jobs' changes started. */
  drainAfterJobs?(): Promise<void>;
}

/**
 * A server module as the app sees it: everything central (REST mounting, the tRPC
 * router, the OpenAPI document, background work) is derived from the list of these
 * in `modules/index.ts`.
 */
interface ModuleSpec {
  /** The key of its router in the app router (`tasks.get`) and the tag of its OpenAPI operations. */
  name: string;
  /** The description of its OpenAPI tag. */
  tag?: string;
  /** Its REST router, mounted under `/api` in the list's order. */
  rest?: (deps: AppDeps) => Router;
  router?: AnyTRPCRouter;
  /** The OpenAPI route specs of the REST paths it serves (openapi.int.test.ts holds them to what is mounted). */
  paths?: readonly RouteSpec[];
  /** Defines its jobs on `deps.jobs`, before the queue starts. */
  jobs?: ((deps: AppDeps) => void) | ((deps: AppDeps) => ModuleJobs);
  /** Subscribes to app events, after every module's jobs are defined. */
  subscribers?: ((deps: AppDeps) => void) | ((deps: AppDeps) => ModuleSubscribers);
}

/** Keeps the exact type of what a module declares (its name's literal and its router's procedures). */
export const defineModule = <const M extends ModuleSpec>(module: M): M => module;
