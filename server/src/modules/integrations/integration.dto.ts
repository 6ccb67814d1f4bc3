import type { Integration } from '@tm/domain/integration/integration.schema';
import type { IntegrationRow } from './integration.repository.ts';

/** The wire shape: everything but the key, of which only the hint is shown. */
export function toIntegration(row: IntegrationRow): Integration {
  const config: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(row.config)) {
    if (typeof v === 'string' || typeof v === 'number') config[k] = v;
  }
  return {
    id: row.id,
    provider: row.provider,
    apiUrl: row.apiUrl,
    apiKeyHint: row.apiKeyHint,
    enabled: row.enabled,
    connected: row.lastError === null,
    config: { ...config, syncIntervalMinutes: row.syncIntervalMinutes },
    syncIntervalMinutes: row.syncIntervalMinutes,
    lastSync: row.lastSync,
    lastError: row.lastError,
    ticketCount: row.ticketCount,
  };
}
