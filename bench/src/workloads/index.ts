import type { Workload } from '../lib/context.ts';
import { runReads } from './reads.ts';

/** In running order; the front end needs the built product and runs last. */
export const WORKLOADS: Workload[] = [
  { name: 'reads', title: '1. Reads over HTTP (PostgreSQL server)', run: (ctx) => runReads(ctx, 'postgres') },
];
