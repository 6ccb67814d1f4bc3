import type { Results } from './results.ts';

export type DbMode = 'postgres' | 'embedded';

export interface BenchContext {
  results: Results;
  /** Figures one workload leaves for another (the embedded runs compare with the PostgreSQL ones). */
  figures: Map<string, number>;
}

export interface Workload {
  name: string;
  title: string;
  run(ctx: BenchContext): Promise<void>;
}
