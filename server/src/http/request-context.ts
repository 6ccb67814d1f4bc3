import type { EntityManager } from '@mikro-orm/postgresql';
import { parseCookie } from 'cookie';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../app-deps.ts';
import { type MemberCtx, type ServiceCtx, serviceContext } from '../context/service-ctx.ts';
import { DomainError, unauthenticated } from '../errors/domain-error.ts';
import { assertRestScope, authenticateToken } from '../modules/access-tokens/access-token-auth.ts';
import { bearerToken } from '../modules/access-tokens/access-token-secret.ts';
import { SESSION_COOKIE } from '../modules/auth/session.service.ts';
import { assertAllowedCall, type SessionRestriction } from '../modules/auth/session-restriction.ts';

declare global {
  namespace Express {
    interface Request {
      /** The call's service context (service-ctx.ts), made once per request. */
      ctx: ServiceCtx;
    }
  }
}

export function requestContext(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    try {
      const em = deps.orm.em.fork() as EntityManager;
      // A bearer token, when sent, is the only credential read: the cookie of the
      // same request is ignored, so skipping the anti-forgery check for bearer
      // requests (anti-forgery.ts) cannot let a forged request use a session.
      const bearer = bearerToken(req.headers.authorization);
      const tokenUse = bearer === null ? null : await authenticateToken(deps, em, bearer);
      if (tokenUse && req.baseUrl === '/api') assertRestScope(tokenUse.scope, req.method);
      const token = bearer === null ? parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE] : undefined;
      const found = await deps.sessions.userForToken(em, token);
      // A restricted session (or a token of an account held to a password change) is
      // held here to what its screen needs, whatever the route; tRPC checks each
      // procedure of a batch against the same list (trpc/init.ts).
      const restriction: SessionRestriction | null = tokenUse
        ? tokenUse.mustChangePassword
          ? 'changePassword'
          : null
        : (found?.restriction ?? null);
      if (restriction && req.baseUrl === '/api') assertAllowedCall(restriction, req);
      req.ctx = serviceContext({
        deps,
        em,
        member: tokenUse?.member ?? found?.member ?? null,
        sessionId: found?.sessionId ?? null,
        sessionToken: token,
        sessionRestriction: restriction,
        tokenScope: tokenUse?.scope ?? null,
        ip: req.ip ?? '',
        userAgent: req.get('user-agent') ?? '',
        appUrl: (deps.config.publicUrl ?? `${req.protocol}://${req.get('host')}`).replace(/\/+$/, ''),
      });
      next();
    } catch (err) {
      next(err);
    }
  };
}

export type MemberRequest = Request & { ctx: MemberCtx };

export function requireMember(req: Request, _res: Response, next: NextFunction): void {
  next(req.ctx.member ? undefined : unauthenticated());
}

export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  if (!req.ctx.member) {
    next(unauthenticated());
    return;
  }
  next(req.ctx.member.isAdmin ? undefined : new DomainError('forbidden', 'FORBIDDEN', 'Admins only'));
}

/** Wraps an async handler so its rejections reach the error handler. */
export const handle =
  (fn: (req: MemberRequest, res: Response) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    fn(req as MemberRequest, res).catch(next);
  };
