import type { EntityManager } from '@mikro-orm/postgresql';
import { type TaskScope, visibleTasks } from '../tasks/task-scope.ts';

export interface TicketRow {
  id: string;
  externalId: string;
  externalState: string | null;
}

/** Tickets opened from tasks, one per task and integration, and the state last read back. */
export const ticketRepository = {
  async hasTicket(em: EntityManager, integrationId: string, taskId: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      'select id from integration_tickets where integration_id = ? and task_id = ?',
      [integrationId, taskId],
    );
    return rows.length > 0;
  },

  async addTicket(
    em: EntityManager,
    integrationId: string,
    taskId: string,
    externalId: string,
    state: string | null,
  ) {
    await em.execute(
      `insert into integration_tickets (integration_id, task_id, external_id, external_state)
       values (?, ?, ?, ?) on conflict (integration_id, task_id) do nothing`,
      [integrationId, taskId, externalId.slice(0, 255), state?.slice(0, 100) ?? null],
    );
  },

  /** Tickets still worth asking about: not in a final state, least recently checked first. */
  async openTickets(em: EntityManager, integrationId: string, limit: number): Promise<TicketRow[]> {
    return em.execute<TicketRow[]>(
      `select id, external_id as "externalId", external_state as "externalState" from integration_tickets
       where integration_id = ? and coalesce(external_state, '') not in ('closed', 'merged', 'removed')
       order by updated_at limit ?`,
      [integrationId, limit],
    );
  },

  async setTicketState(em: EntityManager, ticketId: string, state: string | null): Promise<void> {
    await em.execute('update integration_tickets set external_state = ?, updated_at = now() where id = ?', [
      state?.slice(0, 100) ?? null,
      ticketId,
    ]);
  },
};

export interface TicketTaskRow {
  id: string;
  title: string;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  dueDate: string | null;
  requesterName: string;
  requesterEmail: string | null;
}

/** What a ticket is opened from: the task and its owner (who configured the integration). */
export async function findTicketTask(
  em: EntityManager,
  scope: TaskScope,
  taskId: string,
): Promise<TicketTaskRow | null> {
  const [row] = await em.execute<TicketTaskRow[]>(
    `select t.id, t.title, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as "dueDate",
       u.name as "requesterName", u.email as "requesterEmail"
     from ${visibleTasks(scope)} t join users u on u.id = t.owner_id where t.id = ?`,
    [taskId],
  );
  return row ?? null;
}
