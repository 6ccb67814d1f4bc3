import type { IntegrationProvider } from '@tm/domain/integration/integration.schema';

export type ProviderField =
  | 'defaultGroup'
  | 'customerEmail'
  | 'defaultTopicId'
  | 'name'
  | 'email'
  | 'defaultEmail';

/** The provider's own settings (SPEC 3), stored in the integration's `config`. */
export const PROVIDER_FIELDS: Record<IntegrationProvider, { key: ProviderField; type: 'text' | 'email' }[]> =
  {
    zammad: [
      { key: 'defaultGroup', type: 'text' },
      { key: 'customerEmail', type: 'email' },
    ],
    osticket: [
      { key: 'defaultTopicId', type: 'text' },
      { key: 'name', type: 'text' },
      { key: 'email', type: 'email' },
    ],
    freshdesk: [{ key: 'defaultEmail', type: 'email' }],
  };
