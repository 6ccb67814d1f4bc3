import type { Request, Response } from 'express';
import { COMPRESS_FROM_BYTES } from '../../../http/api-compression.ts';
import { BODY_ENCODINGS, type BodyEncoding, encodedBody, type JsonBody } from './json-body.ts';

/**
 * Answers a kept list (list-cache/) as its bytes, with their ETag (an unchanged list
 * costs a 304), compressed in the best encoding the client accepts. The compressed
 * copy is made once per kept body, not per request; the response compression of
 * the other API answers (http/api-compression.ts) leaves an encoded answer alone.
 */
export async function sendJsonBody(
  req: Request,
  res: Response,
  json: JsonBody,
  cacheControl?: string,
): Promise<void> {
  res.type('application/json').set('ETag', json.etag).vary('Accept-Encoding');
  if (cacheControl) res.set('Cache-Control', cacheControl);
  const encoding = json.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(req) : null;
  // A revalidation that will end in 304 needs no compressed copy.
  if (!encoding || req.fresh) {
    res.send(json.body);
    return;
  }
  const body = await encodedBody(json, encoding);
  res.set('Content-Encoding', encoding);
  res.send(body);
}

/**
 * Brotli when the client accepts it (smaller, and every current browser offers it
 * beside gzip with the same weight), else gzip, else none (also for `q=0`).
 */
function acceptedEncoding(req: Request): BodyEncoding | null {
  return BODY_ENCODINGS.find((encoding) => req.acceptsEncodings(encoding) === encoding) ?? null;
}
