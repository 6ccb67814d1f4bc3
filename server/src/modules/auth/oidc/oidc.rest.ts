import { type Response, Router } from 'express';
import type { AppDeps } from '../../../app-deps.ts';
import { notFound } from '../../../errors/domain-error.ts';
import { handle } from '../../../http/request-context.ts';
import { WithSessionCookie } from '../../endpoint.ts';
import { sessionCookieFor, setSessionCookie } from '../session-cookie.ts';
import { finishSignIn, loginWithError, startSignIn } from './oidc.service.ts';
import { oidcProviderOf } from './oidc-provider-config.ts';

/**
 * `/api/auth/oidc/start` and `/callback`: sign-in through the company's OpenID
 * provider. They are browser navigations (302s), so they are no endpoint rows and
 * have no tRPC twin (the sign-out is one, oidc.endpoints.ts). 404 when OIDC_ISSUER
 * is not set.
 */
export function oidcRest(deps: AppDeps): Router {
  const r = Router();
  r.get(
    '/auth/oidc/start',
    handle(async (req, res) => {
      const provider = oidcProviderOf(deps);
      if (!provider) throw notFound('OpenID Connect sign-in');
      res.setHeader('Cache-Control', 'no-store');
      sendRedirect(res, await startSignIn(req.ctx, provider, req, res));
    }),
  );
  r.get(
    '/auth/oidc/callback',
    handle(async (req, res) => {
      const provider = oidcProviderOf(deps);
      if (!provider) throw notFound('OpenID Connect sign-in');
      const c = req.ctx;
      res.setHeader('Cache-Control', 'no-store');
      let to: string | WithSessionCookie<string>;
      try {
        to = await finishSignIn(c, provider, req, res);
      } catch (err) {
        // Whatever went wrong, the person lands on the login page with a message, never a stack.
        deps.log.error({ err }, 'OpenID sign-in failed unexpectedly');
        to = loginWithError(c, 'OIDC_FAILED');
      }
      if (to instanceof WithSessionCookie) {
        setSessionCookie(sessionCookieFor(res, req.secure), to.cookie);
        to = to.body;
      }
      sendRedirect(res, to);
    }),
  );
  return r;
}

/** A bare 302: no body (express's would be a line of text nobody reads). */
function sendRedirect(res: Response, to: string): void {
  res.status(302).location(to).end();
}
