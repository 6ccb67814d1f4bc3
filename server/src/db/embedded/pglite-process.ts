// Runs PGlite in its own process and serves it over the PostgreSQL wire protocol on
// a private Unix socket, so the server uses the same driver, SQL and migrations as
// with a real server and its event loop is never blocked by a query.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { makeTreePrivateSync } from '../../config/private-paths.ts';
import { ExchangeQueue } from './exchange-queue.ts';

const dataDir = process.env.PGLITE_DATA_DIR;
const socketPath = process.env.PGLITE_SOCKET_PATH;
const maxConnections = Number(process.env.PGLITE_MAX_CONNECTIONS ?? '10');
if (!dataDir || !socketPath) throw new Error('PGLITE_DATA_DIR and PGLITE_SOCKET_PATH are required');

// Everything this process creates (the database files, the socket) is for the server's user only.
process.umask(0o077);

const db = await PGlite.create({ dataDir });
// The files PGlite unpacked or an earlier version left open become private too.
makeTreePrivateSync(dataDir);
// After a crash the dead process's socket file is still there: listening on it would fail,
// and removing it first would answer "no such file" instead of "refused" to the server's
// connections meanwhile. The socket is made aside and then renamed over it, in one step.
const newSocketPath = `${socketPath}.new`;
fs.rmSync(newSocketPath, { force: true });
const server = new PGLiteSocketServer({ db, path: newSocketPath, maxConnections });
// The server's own queue lets two connections' statements interleave (exchange-queue.ts);
// it hands its queue to each connection as it opens, so replacing it here covers them all.
const replaceable = server as unknown as { queryQueue?: unknown };
if (!replaceable.queryQueue)
  throw new Error('pglite-socket no longer has the queryQueue this process replaces');
replaceable.queryQueue = new ExchangeQueue(db);
await server.start();
fs.renameSync(newSocketPath, socketPath);
process.send?.({ type: 'ready', address: socketPath });

async function stop() {
  await server.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent going away must not leave an orphan holding the data directory.
process.on('disconnect', stop);
