// Ceiling for reads: bare node:http answering a fixed body (the bytes the real
// endpoint answered), so the comparison isolates the product's per-request work.
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const body = fs.readFileSync(file!);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('disconnect', () => process.exit(0));
