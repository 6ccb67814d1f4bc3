import {
  type Connection,
  call,
  parseJson,
  str,
  type TicketingProvider,
  ticketBody,
  vendorError,
} from './provider.ts';

const LABEL = 'Freshdesk';
// Freshdesk API v2: basic auth with the API key as user name and "X" as password.
const auth = (conn: Connection) => ({
  authorization: `Basic ${Buffer.from(`${conn.apiKey}:X`).toString('base64')}`,
});

const STATUS: Record<number, string> = { 2: 'open', 3: 'pending', 4: 'resolved', 5: 'closed' };
const PRIORITY = { low: 1, medium: 2, high: 3, urgent: 4 } as const;

const stateOf = (status: unknown) =>
  typeof status === 'number' ? (STATUS[status] ?? `status ${status}`) : null;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const freshdeskProvider: TicketingProvider = {
  label: LABEL,

  async test(conn) {
    const res = await call(
      conn,
      LABEL,
      { method: 'GET', path: '/api/v2/tickets?per_page=1', headers: auth(conn) },
      [200],
    );
    const tickets = parseJson<unknown>(res, LABEL);
    if (!Array.isArray(tickets))
      throw vendorError('Freshdesk did not answer a ticket list: is this the right address?');
    return 'Connected to Freshdesk';
  },

  async createTicket(conn, source) {
    const email = str(conn.config.defaultEmail) ?? source.requester.email;
    if (!email)
      throw vendorError('Freshdesk needs a requester e-mail: set a default e-mail in the integration');
    const res = await call(
      conn,
      LABEL,
      {
        method: 'POST',
        path: '/api/v2/tickets',
        headers: auth(conn),
        body: {
          subject: source.task.title,
          // Freshdesk's description is HTML.
          description: escapeHtml(ticketBody(source)).replace(/\n/g, '<br>'),
          email,
          priority: PRIORITY[source.task.priority],
          status: 2,
        },
      },
      [200, 201],
    );
    const ticket = parseJson<{ id?: number; status?: number }>(res, LABEL);
    if (typeof ticket.id !== 'number') throw vendorError('Freshdesk answered without a ticket id');
    return { externalId: String(ticket.id), state: stateOf(ticket.status) };
  },

  async ticketState(conn, externalId) {
    const res = await call(
      conn,
      LABEL,
      { method: 'GET', path: `/api/v2/tickets/${encodeURIComponent(externalId)}`, headers: auth(conn) },
      [200],
    );
    return stateOf(parseJson<{ status?: number }>(res, LABEL).status);
  },
};
