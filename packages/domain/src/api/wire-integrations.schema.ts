import { z } from 'zod';
import { ERROR_CODES } from '../errors/error-codes.ts';
import {
  INTEGRATION_PROVIDERS,
  type Integration,
  type IntegrationTestResult,
} from '../integration/integration.schema.ts';

// Answers of the ticket integrations' paths, for the OpenAPI document; like
// wire.schema.ts, each is held to its interface by the compiler.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <A, B>(_: Same<A, B>) => undefined;

export const IntegrationOut = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    provider: z.enum(INTEGRATION_PROVIDERS),
    apiUrl: z.string(),
    apiKeyHint: z.string(),
    enabled: z.boolean(),
    connected: z.boolean(),
    config: z.record(z.string(), z.union([z.string(), z.number()])),
    syncIntervalMinutes: z.int(),
    lastSync: z.string().meta({ format: 'date-time' }).nullable(),
    lastError: z.string().nullable(),
    ticketCount: z.int(),
  })
  .meta({ id: 'Integration' });
same<z.output<typeof IntegrationOut>, Integration>(true);

export const IntegrationTestResultOut = z.object({
  success: z.boolean(),
  message: z.string(),
  code: z.enum(ERROR_CODES).optional(),
});
same<z.output<typeof IntegrationTestResultOut>, IntegrationTestResult>(true);
