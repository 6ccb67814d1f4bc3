// Calls tRPC procedures directly, without HTTP: the inner context is built from a
// session member, as the real `/trpc` route builds it from the request's session.
// Tests that check a rule use this; the few that prove the transport (cookies,
// the error body's `appCode`, batching) keep going through `/trpc` over HTTP.
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { TestApp } from '../../test/test-app.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { SessionMember } from '../modules/auth/session.service.ts';
import { appRouter } from './app-router.ts';
import { createInnerContext } from './context.ts';
import { createCallerFactory } from './init.ts';

const createCaller = createCallerFactory(appRouter);

/** A member as the session check reads it (the user's row), for `callerAs`. */
export async function sessionMember(t: TestApp, userId: string): Promise<SessionMember> {
  const em = t.app.deps.orm.em.fork() as EntityManager;
  const [row] = await em.execute<
    { id: string; name: string; email: string | null; avatar: string; is_admin: boolean }[]
  >('select id, name, email, avatar, is_admin from users where id = ? and deleted_at is null', [userId]);
  if (!row) throw new Error(`no live user ${userId}`);
  return { id: row.id, name: row.name, email: row.email, avatar: row.avatar, isAdmin: row.is_admin };
}

/**
 * The app's procedures called as `member` (null: nobody signed in). Each call gets
 * a fresh inner context, with its own EntityManager, as each HTTP request does.
 */
export function callerAs(t: TestApp, member: SessionMember | null) {
  return createCaller(() => createInnerContext({ deps: t.app.deps, member }));
}

/** A refused call as the HTTP answer would carry it: status and stable code. Throws if the call succeeded. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await call;
  } catch (err) {
    const domain = err instanceof TRPCError ? err.cause : err;
    if (domain instanceof DomainError) return { status: domain.status, code: domain.code };
    throw err;
  }
  throw new Error('expected the call to be refused, it succeeded');
}
