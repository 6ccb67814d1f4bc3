import { REMOTE_NAMES, type RemoteName } from '@tm/domain/remotes/remote-props';
import type { AppDeps } from '../../app-deps.ts';
import { User } from '../users/user.entity.ts';

export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'demo123', isAdmin: false },
  { email: 'admin@example.com', password: 'admin123', isAdmin: true },
] as const;

export interface ClientConfig {
  demoAccounts: { email: string; password: string; isAdmin: boolean }[];
  nameOnlyLogin: boolean;
  remotes: Record<RemoteName, string>;
}

/** What the screens need before sign-in: demo accounts that exist, login modes, where each remote lives. */
export async function clientConfig(deps: AppDeps): Promise<ClientConfig> {
  const existing = deps.config.seedDemo
    ? await deps.orm.em
        .fork()
        .find(
          User,
          { email: { $in: DEMO_ACCOUNTS.map((a) => a.email) }, deletedAt: null },
          { fields: ['email'] },
        )
    : [];
  const present = new Set(existing.map((u) => u.email));
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, deps.config.remoteUrls[name] ?? `/remotes/${name}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
  return {
    demoAccounts: DEMO_ACCOUNTS.filter((a) => present.has(a.email)).map((a) => ({ ...a })),
    nameOnlyLogin: deps.config.nameOnlyLogin,
    remotes,
  };
}

export async function isDatabaseReady(deps: AppDeps): Promise<boolean> {
  try {
    await deps.orm.em.getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
