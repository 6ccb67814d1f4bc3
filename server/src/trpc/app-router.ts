import type { AnyTRPCRouter } from '@trpc/server';
import { modules } from '../modules/index.ts';
import { router } from './init.ts';

type Module = (typeof modules)[number];

/** Each module's router under its name, typed procedure by procedure: clients infer their calls from it. */
type ModuleRouters = {
  [M in Module as M extends { router: AnyTRPCRouter } ? M['name'] : never]: M extends { router: infer R }
    ? R
    : never;
};

// Each module contributes one sub-router; clients import only the type.
export const appRouter = router(
  Object.fromEntries(
    modules.flatMap((module) => ('router' in module ? [[module.name, module.router]] : [])),
  ) as ModuleRouters,
);

export type AppRouter = typeof appRouter;
