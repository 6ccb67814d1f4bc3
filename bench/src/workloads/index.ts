import type { Workload } from '../lib/context.ts';
import { runFanout } from './fanout.ts';
import { runFrontend } from './frontend.ts';
import { runIdleSockets } from './idle-sockets.ts';
import { runProjects } from './projects.ts';
import { runReads } from './reads.ts';
import { runSize } from './size.ts';
import { runStartup } from './startup.ts';
import { runWallScreens } from './wall-screens.ts';
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
  { name: 'wall-screens', title: '3c. Anonymous wall screens (SSE stream)', run: runWallScreens },
  { name: 'size', title: '5. Size: 100,000 tasks', run: runSize },
  { name: 'projects', title: '5b. Projects: 200 projects of 500 tasks, a member of 20', run: runProjects },
  { name: 'startup', title: '7. Start-up to /api/ready (both databases)', run: runStartup },
  {
    name: 'embedded-reads',
    title: '6a. Reads on the embedded database',
    run: (ctx) => runReads(ctx, 'embedded'),
  },
  {
    name: 'embedded-writes',
    title: '6b. Writes on the embedded database',
    run: (ctx) => runWrites(ctx, 'embedded'),
  },
  { name: 'frontend', title: '4. Front end in headless Chromium (built product)', run: runFrontend },
];
