import { createHash } from 'node:crypto';

/** A list answered as stored JSON bytes, with the ETag that goes with them. */
export interface JsonBody {
  /** The JSON text, built once and sent as is. */
  body: Buffer;
  /** Computed once: express would otherwise hash the whole body again on every response. */
  etag: string;
}

export function toJsonBody(value: unknown): JsonBody {
  const body = Buffer.from(JSON.stringify(value));
  return {
    body,
    etag: `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`,
  };
}
