import type { EntityManager } from '@mikro-orm/postgresql';
import type { OidcClientConfig } from '@tm/domain/auth/oidc.schema';
import type { SignupMode } from '@tm/domain/auth/signup-mode';
import { REMOTE_NAMES, type RemoteName } from '@tm/domain/remotes/remote-props';
import type { AppDeps } from '../../app-deps.ts';
import { DEMO_ADMIN, demoAccountsStillDefault } from './demo-accounts.ts';

export interface ClientConfig {
  demoAccounts: { email: string; password: string; isAdmin: boolean }[];
  nameOnlyLogin: boolean;
  /** Whether the login page offers Sign Up (SIGNUP): open, invite (only with an invitation link), closed. */
  signup: SignupMode;
  remotes: Record<RemoteName, string>;
  /** Sign-in through the OpenID provider (OIDC_*): the button's text and whether passwords are off; null when not set up. */
  oidc: OidcClientConfig | null;
}

/** What an admin is warned about in the app. */
export interface AdminWarnings {
  /** The demo admin still signs in with its seeded password, which the login page may have shown to anyone. */
  defaultAdminPassword: boolean;
}

/**
 * What the screens need before sign-in: the demo accounts whose seeded password
 * still signs them in (in demo mode only), login and sign-up modes, where each remote lives.
 */
export async function clientConfig(deps: AppDeps): Promise<ClientConfig> {
  const demo = deps.config.seedDemo
    ? await demoAccountsStillDefault(deps.orm.em.fork() as EntityManager)
    : [];
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, deps.config.remoteUrls[name] ?? `/remotes/${name}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
  return {
    demoAccounts: demo.map((a) => ({ ...a })),
    nameOnlyLogin: deps.config.nameOnlyLogin,
    signup: deps.config.signup,
    remotes,
    oidc: deps.config.oidc ? { label: deps.config.oidc.label, only: deps.config.oidc.only } : null,
  };
}

/** Admins only: checked whatever SEED_DEMO says now, since the account may have been seeded before. */
export async function adminWarnings(em: EntityManager): Promise<AdminWarnings> {
  const demo = await demoAccountsStillDefault(em);
  return { defaultAdminPassword: demo.some((a) => a.email === DEMO_ADMIN.email) };
}

export async function isDatabaseReady(deps: AppDeps): Promise<boolean> {
  try {
    await deps.orm.em.getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
