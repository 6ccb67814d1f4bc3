import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules } from './index.ts';

const MODULES_DIR = import.meta.dirname;

/**
 * Handlers app.ts mounts at their own place in the chain rather than under `/api`
 * with the modules: the probes and the draining flag before the request context
 * (systemRest), the public stream before express (stream-first.ts), metrics before
 * the host check, the service worker after the API's 404.
 */
const MOUNTED_BY_APP = new Set(['systemRest', 'publicStreamRoute', 'metricsRoute', 'serviceWorkerRoute']);

/** Every production file under modules/ whose name ends in one of `suffixes`, relative to it. */
function filesEnding(...suffixes: string[]): string[] {
  return readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => suffixes.some((suffix) => file.endsWith(suffix)))
    .sort();
}

async function exportsOf(file: string): Promise<[string, unknown][]> {
  return Object.entries(await import(path.join(MODULES_DIR, file)));
}

describe('the list of modules', () => {
  it('holds every REST router, tRPC router and endpoint list under modules/, so a new one cannot be forgotten', async () => {
    const listed = new Set<unknown>(modules.flatMap((m) => Object.values(m)));
    const missing: string[] = [];
    // A module's endpoint rows replace its two routers: one `.endpoints.ts` where there were two files.
    const files = filesEnding('.rest.ts', '.router.ts', '.endpoints.ts');
    for (const file of files) {
      for (const [name, value] of await exportsOf(file)) {
        const adapter = /(Rest|Router|Route|Endpoints)$/.test(name) && typeof value !== 'string';
        if (adapter && !MOUNTED_BY_APP.has(name) && !listed.has(value)) missing.push(`${file}: ${name}`);
      }
    }
    expect(files.length).toBeGreaterThan(25);
    expect(missing).toEqual([]);
  });

  it('holds every module a *.module.ts file declares', async () => {
    const missing: string[] = [];
    for (const file of filesEnding('.module.ts')) {
      for (const [name, value] of await exportsOf(file)) {
        if (!(modules as readonly unknown[]).includes(value)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names each module once', () => {
    const names = modules.map((m) => m.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
