import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings a kept body is also sent in, best first. */
export const BODY_ENCODINGS = ['br', 'gzip'] as const;
export type BodyEncoding = (typeof BODY_ENCODINGS)[number];

/** A list answered as stored JSON bytes, with the ETag that goes with them. */
export interface JsonBody {
  /** The JSON text, built once and sent as is. */
  body: Buffer;
  /** Computed once: express would otherwise hash the whole body again on every response. */
  etag: string;
  /** The body compressed, each encoding made on first demand and kept with the body. */
  encoded: Partial<Record<BodyEncoding, Promise<Buffer>>>;
}

/**
 * The kept body in `encoding`, compressed once for every later request of the same
 * list (a wall of dashboards reads the same bytes). Off the event loop (zlib's
 * thread pool); brotli at quality 5, which on task JSON comes within a few per cent
 * of the highest level at a small fraction of its time.
 */
export function encodedBody(json: JsonBody, encoding: BodyEncoding): Promise<Buffer> {
  let pending = json.encoded[encoding];
  if (!pending) {
    pending =
      encoding === 'br'
        ? brotli(json.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.body.length,
            },
          })
        : gzip(json.body, { level: 6 });
    json.encoded[encoding] = pending;
  }
  return pending;
}

const NON_ASCII = /[\u0080-\uffff]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON.stringify with every non-ASCII character written as a `\u` escape (the same
 * value for any JSON parser). A browser decodes an all-ASCII body on its fast path
 * into one-byte strings; a few emoji avatars per task otherwise turn the whole
 * 4,000-task list into UTF-8 decoded to two-byte text: Chromium took ~820 ms to
 * fetch and parse that list against ~480 ms for the escaped one (bench/RESULTS.md).
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(NON_ASCII, escapeChar);
}

export function toJsonBody(value: unknown): JsonBody {
  const body = Buffer.from(asciiJson(value), 'latin1');
  return {
    body,
    encoded: {},
    etag: `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`,
  };
}
