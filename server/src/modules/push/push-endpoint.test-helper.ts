import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece is the reference implementation of RFC 8188 (by its author); it has no types.
// @ts-expect-error: no declaration file
import ece from 'http_ece';

interface Delivered {
  headers: http.IncomingHttpHeaders;
  /** The payload as the browser would see it after decryption. */
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever JSON the server pushed.
  payload: any;
}

/**
 * A push service on loopback standing in for a browser's (FCM, Mozilla's, Apple's):
 * it holds the device's key pair (P-256 ECDH) and auth secret as a browser does,
 * decrypts each message with them (aes128gcm, RFC 8291), and answers the statuses
 * it is told to (else 201, as push services do). `devices(n)` gives more subscriptions
 * (each its own keys and path) on the same server; while `hold()` is in force it
 * answers nothing, as a push service that hangs.
 */
export async function startPushEndpoint() {
  const keysByPath = new Map<string, { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer }>();
  const delivered: Delivered[] = [];
  const statuses: number[] = [];
  let held: (() => void)[] | null = null;
  const load = { connections: 0, inFlight: 0, maxInFlight: 0 };
  const server = http.createServer((req, res) => {
    load.inFlight++;
    load.maxInFlight = Math.max(load.maxInFlight, load.inFlight);
    res.on('close', () => load.inFlight--);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = () => {
        const status = statuses.shift() ?? 201;
        const device = keysByPath.get(req.url ?? '');
        if (!device) {
          res.statusCode = 404;
          res.end();
          return;
        }
        const plain: Buffer = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.authSecret.toString('base64url'),
        });
        delivered.push({ headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
        res.statusCode = status;
        res.end();
      };
      if (held) held.push(answer);
      else answer();
    });
  });
  server.on('connection', () => load.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** What the browser's PushSubscription.toJSON() would give the app. */
  const newDevice = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const path = `/push/${randomBytes(8).toString('hex')}`;
    keysByPath.set(path, { ecdh, authSecret });
    return {
      endpoint: `http://127.0.0.1:${port}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    };
  };
  return {
    port,
    delivered,
    subscription: newDevice(),
    devices: (n: number) => Array.from({ length: n }, newDevice),
    /** Connections opened and requests answered or waiting, counted since the start. */
    load,
    /** The next answers, in order (then 201). */
    answer: (...next: number[]) => statuses.push(...next),
    hold: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
