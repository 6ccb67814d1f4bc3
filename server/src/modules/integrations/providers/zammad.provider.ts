import {
  type Connection,
  call,
  parseJson,
  str,
  type TicketingProvider,
  ticketBody,
  vendorError,
} from './provider.ts';

const LABEL = 'Zammad';
const auth = (conn: Connection) => ({ authorization: `Token token=${conn.apiKey}` });

interface ZammadTicket {
  id?: number;
  state?: string;
  state_id?: number;
}

const stateOf = (t: ZammadTicket) => t.state ?? (t.state_id !== undefined ? `state ${t.state_id}` : null);

/** Zammad REST API v1 with an access token (`Authorization: Token token=…`). */
export const zammadProvider: TicketingProvider = {
  label: LABEL,

  async test(conn) {
    const res = await call(
      conn,
      LABEL,
      { method: 'GET', path: '/api/v1/users/me', headers: auth(conn) },
      [200],
    );
    const me = parseJson<{ login?: string; email?: string }>(res, LABEL);
    return `Connected to Zammad as ${me.login ?? me.email ?? 'the token owner'}`;
  },

  async createTicket(conn, source) {
    const customer = str(conn.config.customerEmail) ?? source.requester.email;
    if (!customer) throw vendorError('Zammad needs a customer e-mail: set one in the integration');
    const res = await call(
      conn,
      LABEL,
      {
        method: 'POST',
        path: '/api/v1/tickets?expand=true',
        headers: auth(conn),
        body: {
          title: source.task.title,
          group: str(conn.config.defaultGroup) ?? 'Users',
          customer,
          article: { subject: source.task.title, body: ticketBody(source), type: 'note', internal: false },
        },
      },
      [200, 201],
    );
    const ticket = parseJson<ZammadTicket>(res, LABEL);
    if (typeof ticket.id !== 'number') throw vendorError('Zammad answered without a ticket id');
    return { externalId: String(ticket.id), state: stateOf(ticket) };
  },

  async ticketState(conn, externalId) {
    const res = await call(
      conn,
      LABEL,
      {
        method: 'GET',
        path: `/api/v1/tickets/${encodeURIComponent(externalId)}?expand=true`,
        headers: auth(conn),
      },
      [200],
    );
    return stateOf(parseJson<ZammadTicket>(res, LABEL));
  },
};
