import type { Workload } from '../lib/context.ts';
import { runFanout } from './fanout.ts';
import { runIdleSockets } from './idle-sockets.ts';
import { runReads } from './reads.ts';
import { runWrites } from './writes.ts';

/** In running order; the front end needs the built product and runs last. */
export const WORKLOADS: Workload[] = [
  { name: 'reads', title: '1. Reads over HTTP (PostgreSQL server)', run: (ctx) => runReads(ctx, 'postgres') },
  {
    name: 'writes',
    title: '2. Writes over HTTP (PostgreSQL server)',
    run: (ctx) => runWrites(ctx, 'postgres'),
  },
  { name: 'fanout', title: '3a. Real-time fan-out (1,000 clients)', run: runFanout },
  { name: 'idle-sockets', title: '3b. 10,000 idle Socket.IO connections', run: runIdleSockets },
];
