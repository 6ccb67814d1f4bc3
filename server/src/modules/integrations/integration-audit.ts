import type {
  Integration,
  IntegrationConfigureInput,
  IntegrationProvider,
} from '@tm/domain/integration/integration.schema';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { recordAudit } from '../audit/audit.ts';
import { integrationService } from './integration.service.ts';

type ConfigureInput = z.output<typeof IntegrationConfigureInput>;

// The integration changes both adapters make, each with its audit entry
// (`integration.changed`: who saved or removed which member's connection; never the key).

export async function configureIntegration(c: MemberCtx, input: ConfigureInput): Promise<Integration> {
  const saved = await integrationService.configure(c.deps, c.em, c.member.id, input);
  await recordAudit(c, {
    kind: 'integration.changed',
    target: { type: 'integration', id: saved.id },
    details: {
      action: 'configured',
      provider: input.provider,
      enabled: input.enabled,
      apiUrl: saved.apiUrl,
    },
  });
  return saved;
}

export async function removeIntegration(
  c: MemberCtx,
  provider: IntegrationProvider,
  userId: string | undefined,
): Promise<void> {
  await integrationService.remove(c.em, c.member.id, provider, userId);
  await recordAudit(c, {
    kind: 'integration.changed',
    target: { type: 'integration', id: provider },
    details: { action: 'removed', provider },
  });
}
