import type { CreateExpressContextOptions } from '@trpc/server/adapters/express';
import { type ServiceCtx, type ServiceCtxOptions, serviceContext } from '../context/service-ctx.ts';
import { type SessionCookie, sessionCookieFor } from '../modules/auth/session-cookie.ts';

/**
 * What every procedure gets: the one service context (service-ctx.ts), the same
 * `req.ctx` REST handlers pass, plus what only the tRPC transport has. Nothing here
 * reads HTTP, so tests build it with `createInnerContext` and call procedures
 * through `createCallerFactory` (trpc/caller.test-helper.ts).
 */
export interface InnerContext extends ServiceCtx {
  /** How many calls the HTTP request carries (a batch carries several); absent for direct callers. */
  callsInRequest?: number;
  /**
   * Sets or clears the response's session cookie when a procedure answers a
   * `WithSessionCookie` (modules/module-endpoints.ts). Services never see it: they
   * return the change.
   */
  sessionCookie: SessionCookie;
}

export type InnerContextOptions = ServiceCtxOptions & {
  /** A direct caller has no response to set a cookie on: sign-ins then set none. */
  sessionCookie?: SessionCookie;
  callsInRequest?: number;
};

const noCookie: SessionCookie = { set: () => {}, clear: () => {} };

export function createInnerContext(opts: InnerContextOptions): InnerContext {
  return {
    ...serviceContext(opts),
    sessionCookie: opts.sessionCookie ?? noCookie,
    callsInRequest: opts.callsInRequest,
  };
}

/**
 * The context of `/trpc`: the request's service context, made by `requestContext`
 * (http/request-context.ts), the response's session cookie and the batch's size.
 */
export const createTrpcContext =
  () =>
  ({ req, res, info }: CreateExpressContextOptions): InnerContext => ({
    ...req.ctx,
    sessionCookie: sessionCookieFor(res, req.secure),
    callsInRequest: info.calls.length,
  });
