import { type Connection, call, str, type TicketingProvider, ticketBody, vendorError } from './provider.ts';

const LABEL = 'osTicket';
const auth = (conn: Connection) => ({ 'x-api-key': conn.apiKey });

/**
 * osTicket's API (`POST /api/tickets.json`, key in `X-API-Key`) only creates
 * tickets: it has no call to read one back, so sync leaves their state as created.
 */
export const osTicketProvider: TicketingProvider = {
  label: LABEL,

  // osTicket checks the key before the fields: an empty ticket answers 401 for a
  // bad key and 400 (missing fields) for a good one, and creates nothing.
  async test(conn) {
    await call(
      conn,
      LABEL,
      { method: 'POST', path: '/api/tickets.json', headers: auth(conn), body: {} },
      [400],
    );
    return 'Connected to osTicket: the API key is accepted';
  },

  async createTicket(conn, source) {
    const email = str(conn.config.email) ?? source.requester.email;
    if (!email) throw vendorError('osTicket needs a requester e-mail: set one in the integration');
    const topicId = str(conn.config.defaultTopicId);
    const res = await call(
      conn,
      LABEL,
      {
        method: 'POST',
        path: '/api/tickets.json',
        headers: auth(conn),
        body: {
          alert: true,
          autorespond: false,
          source: 'API',
          name: str(conn.config.name) ?? source.requester.name,
          email,
          subject: source.task.title,
          message: `data:text/plain;charset=utf-8,${encodeURIComponent(ticketBody(source))}`,
          ...(topicId ? { topicId: Number(topicId) } : {}),
        },
      },
      [201],
    );
    // osTicket answers the new ticket's number as plain text.
    const number = res.text.trim();
    if (!/^[\w-]{1,64}$/.test(number)) throw vendorError('osTicket answered without a ticket number');
    return { externalId: number, state: 'open' };
  },

  async ticketState() {
    return undefined;
  },
};
