import type { AppDeps } from '../../app-deps.ts';
import type { IntegrationRow } from './integration.repository.ts';
import type { Connection } from './providers/provider.ts';
import { decryptSecret } from './secret-box.ts';

/** A stored integration, ready to call: the key is decrypted only here, only for the call. */
export function connectionOf(deps: AppDeps, row: IntegrationRow): Connection {
  return {
    provider: row.provider,
    apiUrl: row.apiUrl,
    apiKey: decryptSecret(deps.secret, row.apiKeyEncrypted),
    config: row.config,
    allowPrivate: deps.config.allowPrivateIntegrationUrls,
  };
}
