import type { JsonBody } from '../list-cache/json-body.ts';
import { chunk } from './sse-socket.ts';

/** How long a browser waits before reconnecting (EventSource's `retry:`), sent once per connection. */
const RETRY_MS = 3_000;

/** Sent first on every connection: the reconnection delay, no event. */
export const RETRY_HINT = chunk(Buffer.from(`retry: ${RETRY_MS}\n\n`, 'latin1'));

/** A comment line: keeps proxies from closing an idle connection; EventSource ignores it. */
export const HEARTBEAT = chunk(Buffer.from(':\n\n', 'latin1'));

/**
 * The list's version as an event id: the kept list's ETag without `W/"…"` (an id
 * the browser sends back as Last-Event-ID on reconnect).
 */
export function listVersion(json: JsonBody): string {
  return json.etag.replace(/^W\//, '').replaceAll('"', '');
}

/**
 * One `list` event carrying the whole public list, encoded once and written as is to
 * every viewer. The kept body is all-ASCII JSON on one line (json-body.ts), so it is
 * one `data:` line: no escaping, no copy per viewer. Chunk-framed (the stream's
 * sockets carry a chunked HTTP/1.1 body written by hand, sse-socket.ts).
 */
export function listMessage(json: JsonBody, version: string): Buffer {
  return chunk(
    Buffer.concat([
      Buffer.from(`id: ${version}\nevent: list\ndata: `, 'latin1'),
      json.body,
      Buffer.from('\n\n', 'latin1'),
    ]),
  );
}
