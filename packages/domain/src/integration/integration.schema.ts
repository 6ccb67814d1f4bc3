import { z } from 'zod';
import type { IntegrationOut, IntegrationTestResultOut } from '../api/wire-integrations.schema.ts';
import { oneLine } from '../text/plain-text.ts';

export const INTEGRATION_PROVIDERS = ['zammad', 'osticket', 'freshdesk'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

export const SYNC_INTERVAL_DEFAULT = 15;
export const SYNC_INTERVAL_MAX = 24 * 60;
export const API_KEY_MAX = 500;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const OptionalText = z.preprocess(emptyToUndefined, z.string().trim().max(200).check(oneLine).optional());
const OptionalEmail = z.preprocess(emptyToUndefined, z.string().trim().max(254).pipe(z.email()).optional());
const SyncInterval = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(SYNC_INTERVAL_MAX).optional(),
);

/** Provider fields (SPEC 3), all optional: tickets fall back to the user's own name and e-mail. */
export const ZammadConfig = z.strictObject({
  defaultGroup: OptionalText,
  customerEmail: OptionalEmail,
  syncIntervalMinutes: SyncInterval,
});
export const OsTicketConfig = z.strictObject({
  defaultTopicId: z.preprocess(emptyToUndefined, z.coerce.string().trim().regex(/^\d+$/).max(10).optional()),
  name: OptionalText,
  email: OptionalEmail,
  syncIntervalMinutes: SyncInterval,
});
export const FreshdeskConfig = z.strictObject({
  defaultEmail: OptionalEmail,
  syncIntervalMinutes: SyncInterval,
});
export type ZammadConfig = z.output<typeof ZammadConfig>;
export type OsTicketConfig = z.output<typeof OsTicketConfig>;
export type FreshdeskConfig = z.output<typeof FreshdeskConfig>;
export type IntegrationConfig = ZammadConfig | OsTicketConfig | FreshdeskConfig;

/** http(s) only; private and loopback addresses are refused by the server (not knowable here). */
export const IntegrationUrl = z
  .string('VALIDATION_FAILED')
  .trim()
  .min(1, 'VALIDATION_FAILED')
  .max(2000)
  // Checked before the URL parser, which would silently drop tabs and line feeds.
  .check(oneLine)
  .pipe(z.url({ protocol: /^https?$/, error: 'INTEGRATION_URL_REFUSED' }));

const common = {
  /** Accepted for compatibility with SPEC's client; must be the signed-in user. */
  userId: z.uuid().optional(),
  apiUrl: IntegrationUrl,
  /** Required unless the integration exists already (the stored key is then kept). */
  apiKey: z.preprocess(emptyToUndefined, z.string().trim().max(API_KEY_MAX).check(oneLine).optional()),
};
const zammadInput = z.strictObject({
  ...common,
  provider: z.literal('zammad'),
  config: ZammadConfig.prefault({}),
});
const osTicketInput = z.strictObject({
  ...common,
  provider: z.literal('osticket'),
  config: OsTicketConfig.prefault({}),
});
const freshdeskInput = z.strictObject({
  ...common,
  provider: z.literal('freshdesk'),
  config: FreshdeskConfig.prefault({}),
});

/** `POST /api/integrations/test`: proves the URL and key with one authenticated call. */
export const IntegrationTestInput = z.discriminatedUnion('provider', [
  zammadInput,
  osTicketInput,
  freshdeskInput,
]);
export type IntegrationTestInput = z.input<typeof IntegrationTestInput>;

/** `POST /api/integrations/configure`. */
const enabled = { enabled: z.boolean().default(true) };
export const IntegrationConfigureInput = z.discriminatedUnion('provider', [
  zammadInput.extend(enabled),
  osTicketInput.extend(enabled),
  freshdeskInput.extend(enabled),
]);
export type IntegrationConfigureInput = z.input<typeof IntegrationConfigureInput>;

/** `GET /api/integrations?userId` and friends: whose integrations (the signed-in user only). */
export const IntegrationOwnerInput = z.strictObject({ userId: z.uuid().optional() });
export const IntegrationProviderInput = z.strictObject({
  userId: z.uuid().optional(),
  provider: z.enum(INTEGRATION_PROVIDERS),
});

/** An integration as answered to its owner: the API key itself never leaves the server. */
export type Integration = z.output<typeof IntegrationOut>;

export type IntegrationTestResult = z.output<typeof IntegrationTestResultOut>;
