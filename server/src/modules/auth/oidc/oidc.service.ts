import type { OidcErrorCode, OidcLogoutResult } from '@tm/domain/auth/oidc.schema';
import { toWellFormed, withoutDirectionControls } from '@tm/domain/text/plain-text';
import { NAME_MAX } from '@tm/domain/user/user.schema';
import type { Request, Response } from 'express';
import * as oidc from 'openid-client';
import type { ServiceCtx } from '../../../context/service-ctx.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { auditSignIn, auditSignInFailed } from '../../audit/sign-in-audit.ts';
import { type SessionCookieChange, WithSessionCookie } from '../../endpoint.ts';
import { logout } from '../auth.service.ts';
import { startSession } from '../sign-in-step.ts';
import { accountFor, type OidcIdentity } from './oidc-account.ts';
import type { OidcProvider } from './oidc-provider-config.ts';
import { setPendingCookie, takePendingCookie } from './oidc-state-cookie.ts';

const CALLBACK_PATH = '/api/auth/oidc/callback';
const SCOPES = 'openid email profile';

/** Where the provider sends the browser back: `<PUBLIC_URL or the request's origin>/api/auth/oidc/callback`. */
const redirectUri = (c: ServiceCtx) => `${c.appUrl}${CALLBACK_PATH}`;

/** The login page with a message code: every failure ends there, never with a stack. */
export const loginWithError = (c: ServiceCtx, code: OidcErrorCode) => `${c.appUrl}/login?oidcError=${code}`;

/** The provider's authorization URL (code flow, PKCE S256, state, nonce); the checks go into a sealed cookie. */
export async function startSignIn(
  c: ServiceCtx,
  provider: OidcProvider,
  req: Request,
  res: Response,
): Promise<string> {
  let config: oidc.Configuration;
  try {
    config = await provider.configuration();
  } catch (err) {
    c.deps.log.warn({ err }, 'OpenID provider unreachable');
    return loginWithError(c, 'OIDC_UNAVAILABLE');
  }
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  setPendingCookie(res, req.secure, c.deps.secret, { state, nonce, verifier });
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(c),
      // `groups` too where the provider offers it as a scope (Authentik, oidc-provider); Keycloak and Entra map it into profile or the token.
      scope: config.serverMetadata().scopes_supported?.includes('groups') ? `${SCOPES} groups` : SCOPES,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

/**
 * The provider's answer: the code is exchanged (PKCE verifier, state and nonce
 * checked by openid-client), the account found, linked or created, and a session
 * started. Answers where to send the browser: the app, with the session's cookie for
 * the adapter to set, or the login page with a code.
 */
export async function finishSignIn(
  c: ServiceCtx,
  provider: OidcProvider,
  req: Request,
  res: Response,
): Promise<string | WithSessionCookie<string>> {
  const pending = takePendingCookie(req, res, c.deps.secret);
  const fail = async (code: OidcErrorCode, tried: string, err?: unknown) => {
    if (err) c.deps.log.warn({ err, code }, 'OpenID sign-in failed');
    await auditSignInFailed(c, tried, 'oidc', err, code);
    return loginWithError(c, code);
  };
  if (typeof req.query.error === 'string')
    return fail('OIDC_DENIED', `provider: ${req.query.error.slice(0, 60)}`);
  if (!pending) return fail('OIDC_STATE_INVALID', 'no pending sign-in');
  // openid-client checks it too; said first here so the person gets the right message.
  if (req.query.state !== pending.state) return fail('OIDC_STATE_INVALID', 'state mismatch');
  let config: oidc.Configuration;
  try {
    config = await provider.configuration();
  } catch (err) {
    return fail('OIDC_UNAVAILABLE', 'provider unreachable', err);
  }
  let who: OidcIdentity;
  try {
    who = await exchange(config, c, req, pending);
  } catch (err) {
    const code = isNetwork(err) ? 'OIDC_UNAVAILABLE' : 'OIDC_FAILED';
    return fail(code, 'token exchange', err);
  }
  const user = await accountFor(c, who);
  if (typeof user === 'string') return fail(user, who.email ?? who.subject);
  let cookie: SessionCookieChange;
  try {
    cookie = await startSession(c, user);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'ACCOUNT_DEACTIVATED') {
      return fail('ACCOUNT_DEACTIVATED', who.email ?? who.subject);
    }
    throw err;
  }
  // The provider is trusted for the whole sign-in: no second factor is asked (docs/decisions.md).
  await auditSignIn(c, user, 'oidc');
  return new WithSessionCookie(`${c.appUrl}/`, cookie);
}

async function exchange(
  config: oidc.Configuration,
  c: ServiceCtx,
  req: Request,
  pending: { state: string; nonce: string; verifier: string },
): Promise<OidcIdentity> {
  const current = new URL(req.originalUrl, c.appUrl);
  const tokens = await oidc.authorizationCodeGrant(
    config,
    current,
    {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    },
    { redirect_uri: redirectUri(c) },
  );
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  // The ID token may carry only the subject: userinfo has the profile, for that same subject.
  const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => null);
  const all = { ...info, ...claims } as Record<string, unknown>;
  const email = typeof all.email === 'string' ? all.email.trim().toLowerCase() : null;
  const name = [all.name, all.preferred_username, email?.split('@')[0]].find(
    (v): v is string => typeof v === 'string' && v.trim().length > 0,
  );
  return {
    subject: claims.sub,
    email: email && email.length <= 254 ? email : null,
    emailVerified: all.email_verified === true,
    name: providedName(name),
    groups: Array.isArray(all.groups) ? all.groups.filter((g): g is string => typeof g === 'string') : [],
  };
}

/**
 * The provider's name made one we accept from anyone (user.schema's UserNameSchema):
 * without control or direction-override characters, well formed, at most 100
 * characters. Sanitised rather than refused: the provider vouches for the person.
 */
function providedName(raw: string | undefined): string {
  const clean = withoutDirectionControls(toWellFormed(raw ?? ''))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim();
  return Array.from(clean).slice(0, NAME_MAX).join('').trim() || 'Member';
}

const isNetwork = (err: unknown) =>
  err instanceof TypeError &&
  /fetch failed|ECONNREFUSED|timeout/i.test(`${err.message} ${String(err.cause)}`);

/**
 * Sign-out for an account that signed in through the provider: our session ends
 * (as POST /api/auth/logout), then the browser goes to the provider's end-session
 * endpoint when it has one, which comes back to our login page. The cookie is cleared.
 */
export async function signOut(
  c: ServiceCtx,
  provider: OidcProvider | null,
): Promise<WithSessionCookie<OidcLogoutResult>> {
  const memberId = c.member?.id;
  const { cookie } = await logout(c);
  return new WithSessionCookie({ redirectTo: await afterSignOut(c, provider, memberId) }, cookie);
}

/** The provider's end-session page for an account linked to it, else our login page. */
async function afterSignOut(
  c: ServiceCtx,
  provider: OidcProvider | null,
  memberId?: string,
): Promise<string> {
  const login = `${c.appUrl}/login`;
  if (!provider || !memberId) return login;
  const [row] = await c.em.execute<{ linked: boolean }[]>(
    'select oidc_subject is not null as linked from users where id = ?',
    [memberId],
  );
  if (!row?.linked) return login;
  try {
    const config = await provider.configuration();
    if (!config.serverMetadata().end_session_endpoint) return login;
    const url = oidc.buildEndSessionUrl(config, {
      client_id: provider.settings.clientId,
      post_logout_redirect_uri: login,
    });
    return url.toString();
  } catch {
    return login;
  }
}
