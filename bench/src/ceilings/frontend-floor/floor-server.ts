// Serves the built front-end floor the way the product serves its apps: static files
// (brotli at quality 11 from 1 KB, as the product's build precompresses them:
// vite.shared.ts), the public task list's bytes at the tRPC address the floor calls,
// and a Socket.IO server for its live connection. Run as a child: argv = port, dist
// dir, body file.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { Server } from 'socket.io';

const COMPRESS_FROM_BYTES = 1024;
const brotliCopies = new Map<string, Buffer>();
const brotliOf = (file: string, body: Buffer) => {
  let copy = brotliCopies.get(file);
  if (!copy) {
    copy = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    brotliCopies.set(file, copy);
  }
  return copy;
};

const [port, distDir, bodyFile] = process.argv.slice(2) as [string, string, string];
// tRPC's batch answer around the list the product answered.
const trpcBody = Buffer.from(`[{"result":{"data":${fs.readFileSync(bodyFile, 'utf8')}}}]`);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function fileFor(urlPath: string): string | null {
  const [app, rest] = urlPath.startsWith('/remote/')
    ? ['remote', urlPath.slice('/remote/'.length)]
    : ['host', urlPath.slice(1)];
  const root = path.join(distDir, app);
  const file = path.normalize(path.join(root, rest || 'index.html'));
  return file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

const server = http.createServer((req, res) => {
  const urlPath = new URL(req.url ?? '/', 'http://floor').pathname;
  if (urlPath.startsWith('/trpc/')) {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': trpcBody.length });
    res.end(trpcBody);
    return;
  }
  const file = fileFor(urlPath);
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  const body = fs.readFileSync(file);
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  if (body.length >= COMPRESS_FROM_BYTES && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.writeHead(200, { 'content-type': type, 'content-encoding': 'br', vary: 'Accept-Encoding' });
    res.end(brotliOf(file, body));
    return;
  }
  res.writeHead(200, { 'content-type': type });
  res.end(body);
});
new Server(server);
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('disconnect', () => process.exit(0));
