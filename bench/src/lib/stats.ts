/** Percentile by nearest rank over an unsorted list (copies before sorting). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: number[]) => percentile(values, 50);

/** Milliseconds since an arbitrary origin on the machine's monotonic clock (the same in every process). */
export const monoMs = () => Number(process.hrtime.bigint()) / 1e6;

export const round = (v: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Times `fn` `runs` times one after another (after `warmup` untimed runs) and answers each duration in ms. */
export async function timeSequential(
  fn: () => Promise<unknown>,
  runs: number,
  warmup = 3,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = monoMs();
    await fn();
    out.push(monoMs() - t0);
  }
  return out;
}
