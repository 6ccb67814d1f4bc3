import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

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

/**
 * The real entry point in its own process, as `npm start` and an orchestrator run it;
 * answers once it logs the URL it listens on. `exited` settles when the process ends.
 */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, serveCommandArgs(), {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const lines = readline.createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { url?: string };
      if (entry.url) resolve(entry.url);
    });
  });
  return { child, url, exited };
}
