import type { AnyTRPCRouter } from '@trpc/server';
import { Router } from 'express';
import type { AppDeps } from '../app-deps.ts';
import { router } from '../trpc/init.ts';
import type { AnyEndpoint, ProcedureOf } from './endpoint.ts';
import { endpointProcedures, endpointRestRouter, endpointRouteSpecs } from './module-endpoints.ts';
import type { RouteSpec } from './route-spec.ts';

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
 * A server module as it declares itself. Its endpoints (modules/endpoint.ts) are one
 * row each, from which its REST paths, tRPC procedures and OpenAPI operations are
 * derived; `adapters` and `paths` hold only the REST paths whose transport differs
 * (uploads, downloads, CSV and iCal streams, events, redirects), each with its route
 * spec.
 */
interface ModuleSpec {
  /** The key of its router in the app router (`tasks.get`) and the tag of its OpenAPI operations. */
  name: string;
  /** The description of its OpenAPI tag. */
  tag?: string;
  endpoints?: Readonly<Record<string, AnyEndpoint>>;
  /** A hand-written router, for a module whose procedures are not endpoint rows yet. */
  router?: AnyTRPCRouter;
  /** Hand-written REST adapters, mounted before the endpoints' paths. */
  adapters?: (deps: AppDeps) => Router;
  /** The route specs of those adapters' paths (openapi.int.test.ts holds them to what is mounted). */
  paths?: readonly RouteSpec[];
  /** Defines its jobs on `deps.jobs`, before the queue starts. */
  jobs?: ((deps: AppDeps) => void) | ((deps: AppDeps) => ModuleJobs);
  /** Subscribes to app events, after every module's jobs are defined. */
  subscribers?: ((deps: AppDeps) => void) | ((deps: AppDeps) => ModuleSubscribers);
}

type ProceduresOf<E> = { [K in keyof E]: ProcedureOf<E[K]> };
type RouterOf<P> = P extends Parameters<typeof router>[0] ? ReturnType<typeof router<P>> : never;

/** A module as the app reads it (modules/index.ts): what it declared, and what is derived from it. */
export type Module<M extends ModuleSpec> = Omit<M, 'endpoints' | 'paths' | 'router' | 'adapters'> & {
  /** Its REST paths (adapters first, then endpoints), mounted under `/api` in the list's order. */
  rest: (deps: AppDeps) => Router;
  /** Every REST path it serves, as the OpenAPI document tells them. */
  paths: readonly RouteSpec[];
} & (M extends { endpoints: infer E } ? { router: RouterOf<ProceduresOf<E>> } : Pick<M, 'router' & keyof M>);

/** Derives a module's REST router, tRPC router and route specs from its declaration, keeping their exact types. */
export function defineModule<const M extends ModuleSpec>(module: M): Module<M> {
  const endpoints = module.endpoints ?? {};
  const rest = (deps: AppDeps): Router => {
    const r = Router();
    if (module.adapters) r.use(module.adapters(deps));
    r.use(endpointRestRouter(endpoints));
    return r;
  };
  const paths = [...(module.paths ?? []), ...endpointRouteSpecs(module.name, endpoints)];
  const derived = module.endpoints ? { router: router(endpointProcedures(endpoints)) } : {};
  return { ...module, rest, paths, ...derived } as unknown as Module<M>;
}
