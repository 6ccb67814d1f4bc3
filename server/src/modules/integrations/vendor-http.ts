import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { DomainError } from '../../errors/domain-error.ts';
import { isRefusedAddress, urlRefused } from './url-guard.ts';
import { ERROR_BODY_MAX_BYTES } from './vendor-message.ts';

const TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 1024 * 1024;

export interface VendorRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** Sent as JSON; bytes (an encrypted Web Push message) are sent as they are, typed by `headers`. */
  body?: unknown;
  allowPrivate: boolean;
}

export interface VendorResponse {
  status: number;
  location: string | undefined;
  text: string;
}

class RefusedAddress extends Error {}

/**
 * Resolves the host and refuses the connection when any address it resolves
 * to is private; the socket then connects to the address that was checked, so
 * a DNS answer that changes between check and use gains nothing.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      if (!allowPrivate && addresses.some((a) => isRefusedAddress(a.address))) {
        return callback(new RefusedAddress(hostname), '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * One call to a ticketing system: never follows redirects, gives up after
 * 10 s, reads at most 1 MB (16 KB of an error answer), and turns network failures into INTEGRATION_* errors.
 */
export async function vendorRequest(request: VendorRequest): Promise<VendorResponse> {
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never goes through the lookup, so it is checked here.
  if (!request.allowPrivate && isIP(host) && isRefusedAddress(host)) {
    throw urlRefused('private, loopback or reserved address');
  }
  const bytes = request.body instanceof Uint8Array;
  const body =
    request.body === undefined || request.body instanceof Uint8Array
      ? request.body
      : JSON.stringify(request.body);
  const headers = {
    accept: 'application/json',
    'user-agent': 'TaskManager-Integrations/1.0',
    ...(body !== undefined && !bytes ? { 'content-type': 'application/json' } : {}),
    ...request.headers,
  };
  try {
    return await send(url, request.method, headers, body, request.allowPrivate);
  } catch (err) {
    if (err instanceof RefusedAddress) throw urlRefused(`${url.hostname} resolves to a private address`);
    throw unreachable(url, err);
  }
}

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
  allowPrivate: boolean,
): Promise<VendorResponse> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method,
        headers,
        agent: false,
        lookup: guardedLookup(allowPrivate),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // An error answer is only summarised, from its first KBs: the rest is not even read.
        const isError = status < 200 || status >= 300;
        const limit = isError ? ERROR_BODY_MAX_BYTES : MAX_RESPONSE_BYTES;
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = () =>
          resolve({ status, location: res.headers.location, text: Buffer.concat(chunks).toString('utf8') });
        res.on('data', (chunk: Buffer) => {
          if (size + chunk.length <= limit) {
            chunks.push(chunk);
            size += chunk.length;
          } else if (isError) {
            chunks.push(chunk.subarray(0, limit - size));
            answer();
            req.destroy();
          } else {
            req.destroy(Object.assign(new Error('response too large'), { code: 'ETOOBIG' }));
          }
        });
        res.on('end', answer);
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function unreachable(url: URL, err: unknown): DomainError {
  const e = err as { code?: string; name?: string };
  const code = e.code ?? e.name ?? 'error';
  const reason =
    code === 'ENOTFOUND' || code === 'EAI_AGAIN'
      ? 'host name not found'
      : code === 'ECONNREFUSED'
        ? 'connection refused'
        : code === 'ABORT_ERR' || code === 'TimeoutError' || code === 'AbortError' || code === 'ETIMEDOUT'
          ? `no answer within ${TIMEOUT_MS / 1000} s`
          : code === 'ETOOBIG'
            ? 'answer too large'
            : /CERT|TLS|SSL/i.test(code)
              ? 'TLS certificate not trusted'
              : `network error (${code})`;
  return new DomainError('badGateway', 'INTEGRATION_UNREACHABLE', `Could not reach ${url.host}: ${reason}`);
}
