import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below this the headers cost more than compression saves. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses API and tRPC answers of 1 KB or more (brotli or gzip, as the client
 * accepts; the library's fast default levels). Left alone: answers already encoded
 * (the kept task lists, compressed once per build: list-cache/send-json-body.ts)
 * file downloads, which go out as the bytes and length that were uploaded, and the
 * public dashboard's event stream (compressing it would hold each message in the
 * compressor's buffer instead of sending it).
 */
export function apiCompression(): RequestHandler {
  return compression({
    threshold: COMPRESS_FROM_BYTES,
    filter: (req, res) =>
      !res.getHeader('Content-Disposition') &&
      !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
      compression.filter(req, res),
  });
}
