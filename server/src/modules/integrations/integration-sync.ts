import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { SYSTEM_SCOPE } from '../tasks/task-scope.ts';
import { integrationRepository } from './integration.repository.ts';
import { connectionOf } from './integration-connection.ts';
import { findTicketTask, ticketRepository } from './integration-ticket.repository.ts';
import { PROVIDERS } from './providers/provider-registry.ts';

const TICKETS_PER_SYNC = 100;

const messageOf = (err: unknown) => (err instanceof DomainError ? err.message : 'Unexpected error');

/**
 * Pulls the state of the integration's open tickets back and records lastSync.
 * Claims the integration's turn first, so it runs once per interval across
 * instances; a failure is recorded on the integration (shown as not connected).
 */
export async function syncIntegration(
  deps: AppDeps,
  integrationId: string,
  options: { ignoreInterval: boolean },
): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  if (!(await integrationRepository.claimSync(em, integrationId, options.ignoreInterval))) return;
  const row = await integrationRepository.findById(em, integrationId);
  if (!row) return;
  const provider = PROVIDERS[row.provider];
  try {
    const conn = connectionOf(deps, row);
    for (const ticket of await ticketRepository.openTickets(em, row.id, TICKETS_PER_SYNC)) {
      const state = await provider.ticketState(conn, ticket.externalId);
      if (state !== undefined) await ticketRepository.setTicketState(em, ticket.id, state);
    }
    await integrationRepository.recordOutcome(em, row.id, { error: null, synced: true });
  } catch (err) {
    await integrationRepository.recordOutcome(em, row.id, { error: messageOf(err), synced: false });
    deps.log.warn(
      { integrationId, provider: row.provider, reason: messageOf(err) },
      'integration sync failed',
    );
  }
}

/**
 * Opens a ticket for a task the integration's owner created. Idempotent (one
 * ticket per task and integration). Answers false for a failure worth retrying.
 */
export async function openTicket(deps: AppDeps, integrationId: string, taskId: string): Promise<boolean> {
  const em = deps.orm.em.fork() as EntityManager;
  const row = await integrationRepository.findById(em, integrationId);
  if (!row?.enabled || (await ticketRepository.hasTicket(em, integrationId, taskId))) return true;
  const task = await findTicketTask(em, SYSTEM_SCOPE, taskId);
  if (!task) return true;
  try {
    const created = await PROVIDERS[row.provider].createTicket(connectionOf(deps, row), {
      task,
      requester: { name: task.requesterName, email: task.requesterEmail },
      appUrl: deps.config.publicUrl,
    });
    await ticketRepository.addTicket(em, row.id, task.id, created.externalId, created.state);
    await integrationRepository.recordOutcome(em, row.id, { error: null, synced: false });
    return true;
  } catch (err) {
    await integrationRepository.recordOutcome(em, row.id, { error: messageOf(err), synced: false });
    deps.log.warn(
      { integrationId, taskId, provider: row.provider, reason: messageOf(err) },
      'ticket not opened',
    );
    // A refused key or address will not fix itself by retrying; a network or vendor error may.
    return err instanceof DomainError && err.kind === 'validation';
  }
}
