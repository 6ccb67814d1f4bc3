import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The node arguments of the root `serve` script, so tests and benchmarks start
 * the server exactly the way `npm start` runs it in production.
 */
export function serveCommandArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = pkg.scripts.serve!.trim().split(/\s+/);
  if (command !== 'node' || args.some((a) => /[&|;$`]/.test(a))) {
    throw new Error(`the serve script is not a plain node command: ${pkg.scripts.serve}`);
  }
  return args;
}
