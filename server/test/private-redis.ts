import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import { freePort } from './free-port.ts';

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  /** Kills the server, as a crash or a network cut would look to its clients. */
  kill(): Promise<void>;
}

export function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A Redis of the test's own on a free loopback port, not started yet, so a
 * test can bring it up late or take it down without touching the machine's.
 */
export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      for (let i = 0; i < 100 && !(await answers()); i++) await new Promise((r) => setTimeout(r, 50));
    },
    kill: async () => {
      // Killed by a signal, a process has a signalCode and no exitCode.
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
