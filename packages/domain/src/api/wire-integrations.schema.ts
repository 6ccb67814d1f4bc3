import { z } from 'zod';
import { ERROR_CODES } from '../errors/error-codes.ts';
import { INTEGRATION_PROVIDERS } from '../integration/integration.schema.ts';

// Answers of the ticket integrations' paths, for the OpenAPI document; like
// wire.schema.ts, their outputs are the types the code uses (integration/integration.schema.ts).

/** An integration as answered to its owner: the API key itself never leaves the server. */
export const IntegrationOut = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    provider: z.enum(INTEGRATION_PROVIDERS),
    apiUrl: z.string(),
    /** The key's last 4 characters (empty for keys shorter than 12), to recognise it. */
    apiKeyHint: z.string(),
    enabled: z.boolean(),
    /** The last call to the ticketing system (test, ticket or sync) succeeded. */
    connected: z.boolean(),
    config: z.record(z.string(), z.union([z.string(), z.number()])),
    syncIntervalMinutes: z.int(),
    lastSync: z.string().meta({ format: 'date-time' }).nullable(),
    /** Why the last call failed, when it did. */
    lastError: z.string().nullable(),
    ticketCount: z.int(),
  })
  .meta({ id: 'Integration' });

export const IntegrationTestResultOut = z.object({
  success: z.boolean(),
  message: z.string(),
  code: z.enum(ERROR_CODES).optional(),
});
