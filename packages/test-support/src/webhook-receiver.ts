import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON the server posted, as TestClient does.
  body: any;
  /** The signature checked as a receiver would: HMAC-SHA256 of "timestamp.body". */
  signatureValid: boolean;
  /** What it answered. */
  status: number;
}

/**
 * A webhook receiver on loopback, as a team's automation would run one: it
 * records each request, checks its signature with the secret it was given, and
 * answers the statuses it is told to per event type (else 200).
 */
export async function startReceiver(secret: string) {
  const received: Received[] = [];
  const statuses = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const expected = `sha256=${createHmac('sha256', receiver.secret)
        .update(`${req.headers['x-webhook-timestamp']}.${raw}`)
        .digest('hex')}`;
      const given = String(req.headers['x-signature-256'] ?? '');
      const status = receiver.down
        ? 503
        : (statuses.get(String(req.headers['x-webhook-event']))?.shift() ?? 200);
      received.push({
        headers: req.headers,
        raw,
        body: JSON.parse(raw),
        signatureValid:
          given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected)),
        status,
      });
      res.statusCode = status;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const receiver = {
    secret,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** While true, every delivery is answered 503, as by a proxy in front of a receiver that is down. */
    down: false,
    /** The statuses of the next answers to deliveries of one event type, in order (then 200). */
    answer: (type: string, ...next: number[]) => statuses.set(type, [...(statuses.get(type) ?? []), ...next]),
    ofType: (type: string) => received.filter((r) => r.body.type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return receiver;
}
