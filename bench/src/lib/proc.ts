import fs from 'node:fs';

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
export function cpuMs(pid: number): number {
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 Hz).
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Starts a measuring window on a CPU clock (`cpuMs`, `postgresCpuMs`); the answer, called
 * when the window closes, gives the CPU ms used since, per request (undefined without a
 * clock or without requests).
 */
export function cpuWindow(clock: (() => number) | undefined): (requests: number) => number | undefined {
  const start = clock?.();
  return (requests) =>
    clock === undefined || start === undefined || requests === 0 ? undefined : (clock() - start) / requests;
}

/**
 * CPU time (user + system) used so far by every PostgreSQL server process on this
 * machine, in ms: the database's side of a load when it runs on the local server.
 * Processes that exit in between (parallel workers) take their time with them.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) total += cpuMs(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/** Direct children of a process (the embedded database runs in one). */
export function childPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Samples `sample()` every `everyMs` until stopped; answers the peak and all samples. */
export function sampler(sample: () => number, everyMs = 200) {
  const values: number[] = [];
  const take = () => {
    try {
      values.push(sample());
    } catch {
      // The process may be exiting; a missed sample is harmless.
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peak: Math.max(...values), values };
    },
  };
}
