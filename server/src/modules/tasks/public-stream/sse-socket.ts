import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { keepCounted } from '../../../http/connection-cap.ts';

/**
 * Node's own helper for its upgrade path (WebSocket): returns the HTTP parser to the
 * pool and takes the connection off the server's request-timeout list.
 */
const { freeParser } = createRequire(import.meta.url)('_http_common') as {
  freeParser: (parser: unknown, req: unknown, socket: unknown) => void;
};

interface HttpParser {
  finish(): void;
}

/** The fixed part of every stream's response head (chunked: the connection stays HTTP/1.1-clean). */
const FIXED_HEAD =
  'HTTP/1.1 200 OK\r\n' +
  'Content-Type: text/event-stream; charset=utf-8\r\n' +
  // no-transform: no compression layer (ours or a proxy's) may buffer the stream.
  'Cache-Control: no-cache, no-transform\r\n' +
  'X-Accel-Buffering: no\r\n' +
  'Connection: keep-alive\r\n' +
  'Transfer-Encoding: chunked\r\n';

/** The end of a chunked body. */
export const LAST_CHUNK = Buffer.from('0\r\n\r\n', 'latin1');

/** `bytes` as one HTTP/1.1 chunk: framed once, written as is to every viewer. */
export function chunk(bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`${bytes.length.toString(16)}\r\n`, 'latin1'),
    bytes,
    Buffer.from('\r\n'),
  ]);
}

// Shared by every viewer's socket (`this` is the socket): no closure per viewer.
function endOnEof(this: Socket): void {
  this.destroy();
}
function ignoreError(): void {
  // A viewer that went away: its 'close' follows and removes it.
}

/**
 * Takes the viewer's connection out of Node's HTTP machinery, as Node does for an
 * upgrade: writes the response head itself (with the headers already set on `res`,
 * e.g. CORS) and frees the request, the response and the parser, so a viewer that stays
 * for days costs its socket only (bench 3c: 6.2 KB of heap per viewer through
 * ServerResponse, about 1.3 KB this way). Returns null when the viewer already left.
 * The stream then writes chunk-framed bytes straight to the socket.
 */
export function takeOverSocket(req: IncomingMessage, res: ServerResponse): Socket | null {
  const socket = req.socket;
  if (!socket || socket.destroyed || res.destroyed) return null;
  let head = FIXED_HEAD;
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) head += `${name}: ${v}\r\n`;
  }
  res.detachSocket(socket);
  const recount = keepCounted(socket);
  socket.removeAllListeners();
  recount();
  const parser = (socket as Socket & { parser?: HttpParser | null }).parser;
  if (parser) {
    parser.finish();
    freeParser(parser, req, socket);
  }
  socket.setTimeout(0);
  socket.setNoDelay(true);
  socket.on('error', ignoreError);
  socket.on('end', endOnEof);
  socket.write(`${head}\r\n`, 'latin1');
  // The response is over as far as HTTP listeners know (the drainer's in-flight set).
  res.emit('close');
  return socket;
}
