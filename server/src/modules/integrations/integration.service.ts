import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Integration,
  type IntegrationConfigureInput,
  type IntegrationProvider,
  type IntegrationTestInput,
  type IntegrationTestResult,
  SYNC_INTERVAL_DEFAULT,
} from '@tm/domain/integration/integration.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { DomainError, forbidden, notFound } from '../../errors/domain-error.ts';
import { toIntegration } from './integration.dto.ts';
import { type IntegrationRow, integrationRepository } from './integration.repository.ts';
import { syncIntegration } from './integration-sync.ts';
import { takeIntegrationTestTurn } from './integration-test-limit.ts';
import type { Connection } from './providers/provider.ts';
import { PROVIDERS } from './providers/provider-registry.ts';
import { decryptSecret, encryptSecret, keyHint } from './secret-box.ts';
import { checkIntegrationUrl } from './url-guard.ts';

type TestInput = z.output<typeof IntegrationTestInput>;
type ConfigureInput = z.output<typeof IntegrationConfigureInput>;

/** DESIGN: `userId` is accepted for compatibility but must be the signed-in user. */
function ownerOf(actorId: string, userId: string | undefined): string {
  if (userId !== undefined && userId !== actorId) throw forbidden('Integrations belong to their user only');
  return actorId;
}

const keyRequired = () =>
  new DomainError('validation', 'VALIDATION_FAILED', 'Invalid input: apiKey: required', [
    { path: 'apiKey', message: 'required' },
  ]);

const keyRequiredForNewOrigin = () =>
  new DomainError(
    'validation',
    'INTEGRATION_KEY_REQUIRED',
    'Enter the API key again: the stored key is only sent to the address it was saved for',
    [{ path: 'apiKey', message: 'required' }],
  );

/**
 * The key to use: the one typed in, else the one stored for this provider, but
 * only for the origin (scheme, host, port) it was saved with. DESIGN: a stored
 * key grants only its own origin, so an empty key field cannot send it elsewhere.
 */
function resolveKey(
  deps: AppDeps,
  typed: string | undefined,
  existing: IntegrationRow | null,
  apiUrl: string,
): string {
  if (typed) return typed;
  if (!existing) throw keyRequired();
  if (new URL(existing.apiUrl).origin !== new URL(apiUrl).origin) throw keyRequiredForNewOrigin();
  return decryptSecret(deps.secret, existing.apiKeyEncrypted);
}

/** Provider fields go to `config`; the interval has a column of its own. */
function splitConfig(config: Record<string, unknown>) {
  const { syncIntervalMinutes, ...fields } = config as { syncIntervalMinutes?: number };
  return { fields, syncIntervalMinutes };
}

export const integrationService = {
  async list(em: EntityManager, actorId: string, userId?: string): Promise<Integration[]> {
    const rows = await integrationRepository.listForUser(em, ownerOf(actorId, userId));
    return rows.map(toIntegration);
  },

  /**
   * One authenticated call with the given address and key. A refused address
   * is a 400; anything the ticketing system answers is `{ success, message }`.
   */
  async test(
    deps: AppDeps,
    em: EntityManager,
    actorId: string,
    input: TestInput,
  ): Promise<IntegrationTestResult> {
    const owner = ownerOf(actorId, input.userId);
    await takeIntegrationTestTurn(em, owner);
    const apiUrl = checkIntegrationUrl(input.apiUrl, deps.config.allowPrivateIntegrationUrls);
    const existing = await integrationRepository.find(em, owner, input.provider);
    const apiKey = resolveKey(deps, input.apiKey, existing, apiUrl);
    const conn: Connection = {
      provider: input.provider,
      apiUrl,
      apiKey,
      config: splitConfig(input.config).fields,
      allowPrivate: deps.config.allowPrivateIntegrationUrls,
    };
    try {
      return { success: true, message: await PROVIDERS[input.provider].test(conn) };
    } catch (err) {
      if (err instanceof DomainError && err.code !== 'INTEGRATION_URL_REFUSED') {
        return { success: false, message: err.message, code: err.code };
      }
      throw err;
    }
  },

  /**
   * Saves the integration. An enabled one is tested first, so a wrong address
   * or key is refused with the reason and nothing is stored; disabling never
   * calls the ticketing system.
   */
  async configure(
    deps: AppDeps,
    em: EntityManager,
    actorId: string,
    input: ConfigureInput,
  ): Promise<Integration> {
    const owner = ownerOf(actorId, input.userId);
    // Saving an enabled integration tests it first: the same limit as a test.
    if (input.enabled) await takeIntegrationTestTurn(em, owner);
    const apiUrl = checkIntegrationUrl(input.apiUrl, deps.config.allowPrivateIntegrationUrls);
    const existing = await integrationRepository.find(em, owner, input.provider);
    const apiKey = resolveKey(deps, input.apiKey, existing, apiUrl);
    const { fields, syncIntervalMinutes } = splitConfig(input.config);
    if (input.enabled) {
      await PROVIDERS[input.provider].test({
        provider: input.provider,
        apiUrl,
        apiKey,
        config: fields,
        allowPrivate: deps.config.allowPrivateIntegrationUrls,
      });
    }
    await integrationRepository.upsert(em, {
      userId: owner,
      provider: input.provider,
      apiUrl,
      apiKeyEncrypted:
        input.apiKey || !existing ? encryptSecret(deps.secret, apiKey) : existing.apiKeyEncrypted,
      apiKeyHint: keyHint(apiKey),
      enabled: input.enabled,
      syncIntervalMinutes: syncIntervalMinutes ?? existing?.syncIntervalMinutes ?? SYNC_INTERVAL_DEFAULT,
      config: fields,
    });
    const saved = await integrationRepository.find(em, owner, input.provider);
    return toIntegration(saved!);
  },

  async remove(
    em: EntityManager,
    actorId: string,
    provider: IntegrationProvider,
    userId?: string,
  ): Promise<void> {
    if (!(await integrationRepository.remove(em, ownerOf(actorId, userId), provider))) {
      throw notFound('Integration');
    }
  },

  /** Pulls ticket states now (the "sync now" button), whatever the interval. */
  async syncNow(
    deps: AppDeps,
    em: EntityManager,
    actorId: string,
    provider: IntegrationProvider,
    userId?: string,
  ): Promise<Integration> {
    const owner = ownerOf(actorId, userId);
    const row = await integrationRepository.find(em, owner, provider);
    if (!row) throw notFound('Integration');
    if (!row.enabled)
      throw new DomainError('conflict', 'CONFLICT', 'Enable the integration before syncing it');
    await syncIntegration(deps, row.id, { ignoreInterval: true });
    return toIntegration((await integrationRepository.find(em, owner, provider))!);
  },
};
