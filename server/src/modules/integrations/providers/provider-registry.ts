import type { IntegrationProvider } from '@tm/domain/integration/integration.schema';
import { freshdeskProvider } from './freshdesk.provider.ts';
import { osTicketProvider } from './osticket.provider.ts';
import type { TicketingProvider } from './provider.ts';
import { zammadProvider } from './zammad.provider.ts';

export const PROVIDERS: Record<IntegrationProvider, TicketingProvider> = {
  zammad: zammadProvider,
  osticket: osTicketProvider,
  freshdesk: freshdeskProvider,
};
