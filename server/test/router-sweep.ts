import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_COOKIE } from '../src/modules/auth/session.service.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { appRouter } from '../src/trpc/app-router.ts';
import type { TestApp } from './test-app.ts';

/** A tRPC procedure as the sweeps read it: its kind and its input schema. */
export interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] };
}

/**
 * Every query and mutation of the app router, by its dotted name: the lists the
 * malformed-input sweep and the scope matrix call, taken from the router itself so
 * a new procedure is in them without anyone adding it.
 */
export function routerProcedures(): [string, ProcedureDef][] {
  const { procedures } = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })
    ._def;
  return Object.entries(procedures).filter(([, p]) => p._def.type !== 'subscription');
}

/** A session cookie for an account, made by the session service (the sign-in form may throttle a sweep). */
export async function sessionCookieOf(t: TestApp, email: string): Promise<string> {
  const em = t.app.deps.orm.em.fork() as EntityManager;
  const user = await em.findOneOrFail(User, { email });
  const { token } = await t.app.deps.sessions.create(em, user.id);
  return `${SESSION_COOKIE}=${token}`;
}
