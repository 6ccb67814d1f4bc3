import type { EntityManager } from '@mikro-orm/postgresql';
import type { TokenScope } from '@tm/domain/api/access-token.schema';
import type { CreateExpressContextOptions } from '@trpc/server/adapters/express';
import type { AppDeps } from '../app-deps.ts';
import type { RequestCtx } from '../http/request-context.ts';
import type { SessionMember } from '../modules/auth/session.service.ts';
import { type SessionCookie, sessionCookieFor } from '../modules/auth/session-cookie.ts';
import type { ServiceCtx } from '../modules/users/service-ctx.ts';

/**
 * What every procedure gets: the app, the session's plain member (never an ORM
 * entity) and the request-scoped bits services need. Nothing here reads HTTP, so
 * tests build it with `createInnerContext` and call procedures through
 * `createCallerFactory` (trpc/caller.test-helper.ts).
 */
export interface InnerContext extends ServiceCtx {
  /** How many calls the HTTP request carries (a batch carries several); absent for direct callers. */
  callsInRequest?: number;
  /**
   * The transport's own: sets or clears the response's session cookie when a
   * procedure answers a `WithSessionCookie` (modules/module-endpoints.ts). Services
   * never see it: they return the change.
   */
  sessionCookie: SessionCookie;
}

export interface InnerContextOptions {
  deps: AppDeps;
  member: SessionMember | null;
  /** A fresh fork of the app's EntityManager when not given. */
  em?: EntityManager;
  sessionId?: string | null;
  sessionToken?: string | undefined;
  sessionRestriction?: RequestCtx['sessionRestriction'];
  ip?: string;
  userAgent?: string;
  /** Links in mail; the configured PUBLIC_URL, else a loopback address, when not given. */
  appUrl?: string;
  /** A direct caller has no response to set a cookie on: sign-ins then set none. */
  sessionCookie?: SessionCookie;
  /** The scope of the personal access token the request came with; null for a session. */
  tokenScope?: TokenScope | null;
  callsInRequest?: number;
}

const noCookie: SessionCookie = { set: () => {}, clear: () => {} };

export function createInnerContext(opts: InnerContextOptions): InnerContext {
  const { deps } = opts;
  return {
    deps,
    em: opts.em ?? (deps.orm.em.fork() as EntityManager),
    member: opts.member,
    sessionId: opts.sessionId ?? null,
    sessionToken: opts.sessionToken,
    sessionRestriction: opts.sessionRestriction ?? null,
    ip: opts.ip ?? '127.0.0.1',
    userAgent: opts.userAgent,
    appUrl: opts.appUrl ?? (deps.config.publicUrl ?? 'http://localhost').replace(/\/+$/, ''),
    sessionCookie: opts.sessionCookie ?? noCookie,
    tokenScope: opts.tokenScope ?? null,
    callsInRequest: opts.callsInRequest,
  };
}

/**
 * The outer context of `/trpc`: what `requestContext` (http/request-context.ts)
 * read from the express request, the same `req.ctx` REST handlers use, and the
 * response's session cookie.
 */
export const createTrpcContext =
  (deps: AppDeps) =>
  ({ req, res, info }: CreateExpressContextOptions): InnerContext =>
    createInnerContext({
      ...req.ctx,
      deps,
      sessionCookie: sessionCookieFor(res, req.secure),
      callsInRequest: info.calls.length,
    });
