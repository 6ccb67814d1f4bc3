// A bare static host (like a CDN bucket) for a built remote, with extra files such
// as config.json: what deploying a remote on its own looks like.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export async function serveStatic(
  root: string,
  origin: string,
  extraFiles: Record<string, string> = {},
): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', origin).pathname);
    const extra = extraFiles[pathname];
    if (extra !== undefined) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(pathname)] ?? 'text/plain' }).end(extra);
      return;
    }
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  const { hostname, port } = new URL(origin);
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}
