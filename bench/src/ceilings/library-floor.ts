// Ceiling (a floor, really) for the server's idle memory: a Node process started
// with the serve script's flags that only imports the libraries the server loads
// at start, then idles. What any server built on them holds before its own code.
import fs from 'node:fs';
import path from 'node:path';

// Loaded only when configured or first used (S3, SMTP, Redis: the bench runs one
// instance without it; web-push on the first push; tar for backups) or only in the
// embedded database's own process: the server does not hold them either. Of
// @scalar/api-reference the server only sends its browser file, it never imports it
// (importing it alone adds ~130 MB of RSS, which made the floor higher than the server).
const NOT_AT_START = new Set([
  '@aws-sdk/client-s3',
  '@scalar/api-reference',
  'nodemailer',
  'redis',
  'tar',
  'web-push',
  '@socket.io/redis-streams-adapter',
  '@electric-sql/pglite',
  '@electric-sql/pglite-socket',
]);

const serverDir = path.resolve(import.meta.dirname, '../../../server');
const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
for (const name of Object.keys(pkg.dependencies)) {
  // The workspace's own packages (@tm/*) are the product's code, not libraries.
  if (!NOT_AT_START.has(name) && !name.startsWith('@tm/')) await import(name);
}
process.send?.('ready');
setInterval(() => undefined, 60_000);
process.on('disconnect', () => process.exit(0));
