/** How many times each product load and its ceiling run, alternating. */
const PAIRED_ROUNDS = 2;

/** The item whose run made the most requests a second. */
function fastest<T>(items: T[], rps: (item: T) => number): T {
  return items.reduce((a, b) => (rps(b) > rps(a) ? b : a));
}

export interface PairedRuns<P, C> {
  /** The product's run with the most requests a second, and every run's figure. */
  product: P;
  productRps: number[];
  ceiling: C;
  ceilingRps: number[];
  /** What `quiet` answered after the kept product run (how long its leftover work took). */
  quietAfterProductMs: number;
}

/**
 * A product load and its ceiling, one after the other, `PAIRED_ROUNDS` times, each
 * started on a quiet machine (`quiet`, which answers how long that took); the run of
 * each side with the most requests a second is kept. On a shared machine noise only
 * ever slows a run down, and the machine's speed drifts over minutes: alternating and
 * keeping each side's best compares the two at the same best speed of the machine.
 */
export async function pairedRuns<P extends { rps: number }, C extends { rps: number }>(
  product: () => Promise<P>,
  ceiling: () => Promise<C>,
  quiet: () => Promise<number>,
): Promise<PairedRuns<P, C>> {
  const products: { run: P; quietAfterMs: number }[] = [];
  const ceilings: C[] = [];
  for (let round = 0; round < PAIRED_ROUNDS; round++) {
    await quiet();
    const run = await product();
    products.push({ run, quietAfterMs: await quiet() });
    ceilings.push(await ceiling());
  }
  const best = fastest(products, (p) => p.run.rps);
  return {
    product: best.run,
    productRps: products.map((p) => p.run.rps),
    ceiling: fastest(ceilings, (c) => c.rps),
    ceilingRps: ceilings.map((c) => c.rps),
    quietAfterProductMs: best.quietAfterMs,
  };
}

/**
 * A load with no ceiling beside it, `PAIRED_ROUNDS` times, each started on a quiet
 * machine: the run with the most requests a second, and every run's figure (the same
 * reasoning as `pairedRuns`).
 */
export async function bestOfRuns<P extends { rps: number }>(
  run: () => Promise<P>,
  quiet: () => Promise<number>,
): Promise<{ best: P; rps: number[] }> {
  const runs: P[] = [];
  for (let round = 0; round < PAIRED_ROUNDS; round++) {
    await quiet();
    runs.push(await run());
  }
  return { best: fastest(runs, (r) => r.rps), rps: runs.map((r) => r.rps) };
}
