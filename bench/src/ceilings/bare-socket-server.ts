// Ceiling for the real-time workloads: a bare Socket.IO server, same version and
// the product's options (connection state recovery on, WebSocket and polling),
// with nothing of the product: no authentication, rooms or per-socket data.
// Idle connections: what Socket.IO and ws themselves hold per connection.
// Fan-out: on { type: 'emit', payload } from the bench it broadcasts `task:updated`
// to every client and answers { type: 'emitted', title, at } (monotonic ms, the
// clock the clients time arrivals with).
import http from 'node:http';
import { Server } from 'socket.io';
import { monoMs } from '../lib/stats.ts';

const [port] = process.argv.slice(2);
const server = http.createServer();
const io = new Server(server, {
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
  serveClient: false,
  transports: ['websocket', 'polling'],
});
process.on('message', (msg: { type?: string; payload?: { title: string } }) => {
  if (msg.type !== 'emit' || !msg.payload) return;
  const at = monoMs();
  io.emit('task:updated', msg.payload);
  process.send?.({ type: 'emitted', title: msg.payload.title, at });
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('disconnect', () => process.exit(0));
