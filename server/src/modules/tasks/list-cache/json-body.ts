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

/** Brotli settings: quick enough for the first answer, and the harder pass for large kept bodies. */
const BROTLI_QUICK = { quality: 5, window: 22 };
const BROTLI_HARD = { quality: 10, window: 18 };
/** From this size a kept body is compressed again, harder, after its quick copy went out. */
const HARD_PASS_FROM_BYTES = 256 * 1024;

const brotliAt = (body: Buffer, { quality, window }: typeof BROTLI_QUICK) =>
  brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/**
 * The kept body in `encoding`, compressed once for every later request of the same
 * list (a wall of dashboards reads the same bytes). Off the event loop (zlib's
 * thread pool). Brotli answers first at quality 5, milliseconds for the 4,000-task
 * screens' list; a large body is then compressed once more at quality 10 (a 16%
 * smaller list, bench/RESULTS.md, for a few hundred milliseconds of one pool thread)
 * and later requests get that copy.
 */
export function encodedBody(json: JsonBody, encoding: BodyEncoding): Promise<Buffer> {
  let pending = json.encoded[encoding];
  if (!pending) {
    pending = encoding === 'br' ? brotliAt(json.body, BROTLI_QUICK) : gzip(json.body, { level: 6 });
    json.encoded[encoding] = pending;
    if (encoding === 'br' && json.body.length >= HARD_PASS_FROM_BYTES) void compressHarder(json, pending);
  }
  return pending;
}

async function compressHarder(json: JsonBody, quick: Promise<Buffer>): Promise<void> {
  try {
    const [first, harder] = await Promise.all([quick, brotliAt(json.body, BROTLI_HARD)]);
    if (harder.length < first.length) json.encoded.br = Promise.resolve(harder);
  } catch {
    // The quick copy stays: it is as correct, only larger.
  }
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
