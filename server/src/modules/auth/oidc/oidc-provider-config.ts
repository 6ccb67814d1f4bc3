import * as oidc from 'openid-client';
import type { OidcConfig } from '../../../config/sign-in-env.ts';
import type { Logger } from '../../../logger.ts';

/**
 * The provider's metadata, discovered once per process from OIDC_ISSUER's
 * /.well-known/openid-configuration and kept; a failed discovery is tried again at
 * the next sign-in (the provider may have been down when the app started).
 */
export class OidcProvider {
  private discovered: Promise<oidc.Configuration> | null = null;
  readonly settings: OidcConfig;
  private readonly log: Logger;

  constructor(settings: OidcConfig, log: Logger) {
    this.settings = settings;
    this.log = log;
  }

  configuration(): Promise<oidc.Configuration> {
    this.discovered ??= this.discover().catch((err: unknown) => {
      this.discovered = null;
      throw err;
    });
    return this.discovered;
  }

  private async discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    const url = new URL(issuer);
    const auth = clientSecret ? oidc.ClientSecretPost(clientSecret) : oidc.None();
    const config = await oidc.discovery(url, clientId, undefined, auth, {
      // A provider on plain http is accepted only on a loopback address (tests, a local Keycloak).
      execute: isLoopback(url) ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    this.log.info({ issuer }, 'OpenID provider discovered');
    return config;
  }
}

const isLoopback = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const providers = new WeakMap<object, OidcProvider>();

/** The app's provider (one per app, so discovery is shared), or null without OIDC_ISSUER. */
export function oidcProviderOf(deps: {
  config: { oidc: OidcConfig | null };
  log: Logger;
}): OidcProvider | null {
  if (!deps.config.oidc) return null;
  let p = providers.get(deps);
  if (!p) {
    p = new OidcProvider(deps.config.oidc, deps.log);
    providers.set(deps, p);
  }
  return p;
}
