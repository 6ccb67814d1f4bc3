import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

interface Ticket {
  id: number;
  state: string;
  body: Record<string, unknown>;
}

/**
 * One local HTTP server speaking the documented parts of the Zammad, osTicket
 * and Freshdesk REST APIs, with their own authentication schemes, so the
 * integrations are exercised over real HTTP without the vendors.
 */
export class FakeTicketing {
  readonly requests: RecordedRequest[] = [];
  readonly tickets = new Map<number, Ticket>();
  /** When set, every call answers this status with a body echoing the credentials (to check they are scrubbed). */
  failWith: number | null = null;
  private nextId = 1000;
  private server: http.Server | null = null;
  port = 0;

  readonly apiKey: string;

  constructor(apiKey: string) {
    this.apiKey = apiKey;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // Kept as text.
        }
        const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
        this.requests.push(recorded);
        this.route(recorded, res);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  setState(id: string, state: string): void {
    const ticket = this.tickets.get(Number(id));
    if (ticket) ticket.state = state;
  }

  private create(state: string, body: Record<string, unknown>): Ticket {
    const ticket = { id: ++this.nextId, state, body };
    this.tickets.set(ticket.id, ticket);
    return ticket;
  }

  // Each branch answers and returns, like a router.
  private route(req: RecordedRequest, res: http.ServerResponse): unknown {
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (this.failWith) {
      return json(this.failWith, {
        error: `internal failure for ${String(req.headers.authorization ?? req.headers['x-api-key'])}`,
      });
    }
    const path = req.path.split('?')[0]!;
    const body = (req.body ?? {}) as Record<string, unknown>;

    // Zammad: Authorization: Token token=KEY
    if (path.startsWith('/api/v1/')) {
      if (req.headers.authorization !== `Token token=${this.apiKey}`)
        return json(401, { error: 'authentication failed' });
      if (req.method === 'GET' && path === '/api/v1/users/me')
        return json(200, { id: 3, login: 'agent@example.com' });
      if (req.method === 'POST' && path === '/api/v1/tickets') {
        const article = body.article as Record<string, unknown> | undefined;
        if (!body.title || !body.group || !body.customer || !article?.body)
          return json(422, { error: 'Missing fields' });
        const t = this.create('new', body);
        return json(201, {
          id: t.id,
          number: String(t.id + 30000),
          state: t.state,
          state_id: 1,
          title: body.title,
        });
      }
      const ticket = /^\/api\/v1\/tickets\/(\d+)$/.exec(path);
      if (req.method === 'GET' && ticket) {
        const t = this.tickets.get(Number(ticket[1]));
        return t ? json(200, { id: t.id, state: t.state, state_id: 4 }) : json(404, { error: 'Not found' });
      }
      return json(404, { error: 'No route' });
    }

    // Freshdesk: basic auth KEY:X
    if (path.startsWith('/api/v2/')) {
      const expected = `Basic ${Buffer.from(`${this.apiKey}:X`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        return json(401, {
          code: 'invalid_credentials',
          message: 'You have to be logged in to perform this action.',
        });
      }
      if (req.method === 'GET' && path === '/api/v2/tickets') return json(200, []);
      if (req.method === 'POST' && path === '/api/v2/tickets') {
        if (!body.subject || !body.description || !body.email || !body.priority || !body.status) {
          return json(400, {
            description: 'Validation failed',
            errors: [{ field: 'email', code: 'missing_field' }],
          });
        }
        const t = this.create('2', body);
        return json(201, { id: t.id, status: 2, subject: body.subject });
      }
      const ticket = /^\/api\/v2\/tickets\/(\d+)$/.exec(path);
      if (req.method === 'GET' && ticket) {
        const t = this.tickets.get(Number(ticket[1]));
        return t ? json(200, { id: t.id, status: Number(t.state) }) : json(404, { code: 'not_found' });
      }
      return json(404, { code: 'not_found' });
    }

    // osTicket: X-API-Key, checked before the ticket fields; the new number as plain text.
    if (req.method === 'POST' && path === '/api/tickets.json') {
      if (req.headers['x-api-key'] !== this.apiKey) {
        res.writeHead(401, { 'content-type': 'text/plain' });
        return res.end('API key not authorized');
      }
      if (!body.email || !body.name || !body.subject || !body.message) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return res.end(
          'Unable to create new ticket: validation errors:\nemail: Valid email address required',
        );
      }
      const t = this.create('open', body);
      res.writeHead(201, { 'content-type': 'text/plain' });
      return res.end(String(t.id));
    }
    json(404, { error: 'No route' });
  }
}
