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
 * it is told to (else 201, as push services do).
 */
export async function startPushEndpoint() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const delivered: Delivered[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = statuses.shift() ?? 201;
      const plain: Buffer = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: ecdh,
        authSecret: authSecret.toString('base64url'),
      });
      delivered.push({ headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`;
  return {
    delivered,
    /** What the browser's PushSubscription.toJSON() would give the app. */
    subscription: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    /** The next answers, in order (then 201). */
    answer: (...next: number[]) => statuses.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
