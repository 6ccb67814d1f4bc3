// Ceiling for reads: node:http running one hand-written SQL query through `pg`
// per request (same pool size as the server) and answering its JSON text as is.
import http from 'node:http';
import pg from 'pg';
import { QUERIES } from './sql-queries.ts';

const [port, databaseUrl, queryName, poolMax] = process.argv.slice(2);
const sql = QUERIES[queryName!];
if (!sql) throw new Error(`unknown query ${queryName}`);
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(poolMax ?? '10') });
http
  .createServer((_req, res) => {
    pool.query<{ body: string }>(sql).then(
      ({ rows }) => {
        const body = Buffer.from(rows[0]!.body);
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': body.length,
        });
        res.end(body);
      },
      (err: Error) => {
        res.writeHead(500);
        res.end(err.message);
      },
    );
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('disconnect', () => process.exit(0));
