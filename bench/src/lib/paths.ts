import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const BENCH_DIR = path.join(REPO_ROOT, 'bench');

/** The PostgreSQL server the benchmarks create their throw-away databases on. */
export const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Dev ports reserved for the benchmarks: app, ceilings, inspector. */
export const PORTS = { app: 3110, ceiling: 3111, inspector: 3112, ceiling2: 3113 } as const;
