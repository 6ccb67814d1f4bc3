import { type ChildProcess, fork } from 'node:child_process';
import { REPO_ROOT } from './paths.ts';
import { rssMb } from './proc.ts';

export interface ChildScript {
  child: ChildProcess;
  rss(): number;
  stop(): Promise<void>;
}

const live = new Set<ChildScript>();

/** Forks one of the bench's own scripts (ceilings, socket clients) and waits for its 'ready' message. */
export async function forkScript(
  script: string,
  args: string[],
  execArgv: string[] = [],
): Promise<ChildScript> {
  const child = fork(script, args, {
    cwd: REPO_ROOT,
    // Node runs the TypeScript scripts itself (type stripping), as it runs the server.
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (m) => {
      child.off('exit', onExit);
      if (m === 'ready') resolve();
      else reject(new Error(`${script}: unexpected first message ${JSON.stringify(m)}`));
    });
  });
  const handle: ChildScript = {
    child,
    rss: () => rssMb(child.pid!),
    stop: () => {
      live.delete(handle);
      if (child.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
  live.add(handle);
  return handle;
}

export async function stopAllScripts(): Promise<void> {
  for (const s of [...live]) await s.stop().catch(() => undefined);
}
