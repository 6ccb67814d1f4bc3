import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { withClient } from './database.ts';

export interface MachineInfo {
  date: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string;
  chromium: string;
  openFileLimit: string;
  loadAverageAtStart: number[];
  commit: string;
}

function tryExec(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export async function describeMachine(adminUrl: string, chromiumPath: string): Promise<MachineInfo> {
  const { rows } = await withClient(adminUrl, (client) =>
    client.query<{ v: string }>("select current_setting('server_version') as v"),
  );
  return {
    date: new Date().toISOString(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: rows[0]?.v ?? 'unknown',
    chromium: tryExec(chromiumPath, ['--version']),
    openFileLimit: tryExec('sh', ['-c', 'ulimit -n']),
    loadAverageAtStart: os.loadavg().map((v) => Math.round(v * 100) / 100),
    commit: tryExec('git', ['rev-parse', '--short', 'HEAD']),
  };
}
