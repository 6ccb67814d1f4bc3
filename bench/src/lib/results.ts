import { round } from './stats.ts';

/**
 * One measured figure against its target. `ceiling` is the same quantity measured
 * in the same run for a lower-level implementation (bare node:http, one SQL query, pg alone).
 */
export interface Figure {
  workload: string;
  name: string;
  /**
   * The path a read took: `tRPC` as the screens send it, `REST` as scripts do.
   * Absent in results.json files from before it was recorded (see report.ts).
   */
  transport?: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. ">= 50% of ceiling" or "< 100 ms". */
  target: string;
  /** Null when the figure is informative only (no target attached). */
  met: boolean | null;
  ceiling?: { name: string; value: number; unit: string };
  /** value / ceiling.value */
  ratio?: number;
  note?: string;
}

export class Results {
  readonly figures: Figure[] = [];
  readonly notes: { workload: string; text: string }[] = [];
  readonly skipped: { workload: string; reason: string }[] = [];

  add(f: Figure): Figure {
    const withRatio: Figure =
      f.ceiling && f.ratio === undefined && f.ceiling.value !== 0
        ? { ...f, ratio: f.value / f.ceiling.value }
        : f;
    const clean = { ...withRatio, value: round(withRatio.value, 2) };
    if (clean.ceiling) clean.ceiling = { ...clean.ceiling, value: round(clean.ceiling.value, 2) };
    if (clean.ratio !== undefined) clean.ratio = round(clean.ratio, 3);
    this.figures.push(clean);
    const verdict = clean.met === null ? 'info' : clean.met ? 'met' : 'MISSED';
    console.log(`  [${verdict}] ${clean.name}: ${clean.value} ${clean.unit} (target ${clean.target})`);
    return clean;
  }

  /** A figure with a numeric upper bound ("value < limit"). */
  below(
    workload: string,
    name: string,
    value: number,
    unit: string,
    limit: number,
    extra: Partial<Figure> = {},
  ) {
    return this.add({
      workload,
      name,
      value,
      unit,
      target: `< ${limit} ${unit}`,
      met: value < limit,
      ...extra,
    });
  }

  /** A figure that must stay within `factor` times its ceiling ("value <= factor x ceiling"). */
  withinRatio(
    workload: string,
    name: string,
    value: number,
    unit: string,
    ceiling: NonNullable<Figure['ceiling']>,
    factor: number,
    extra: Partial<Figure> = {},
  ) {
    return this.add({
      workload,
      name,
      value,
      unit,
      ceiling,
      target: `<= ${factor}x ceiling`,
      met: value <= ceiling.value * factor,
      ...extra,
    });
  }

  note(workload: string, text: string) {
    this.notes.push({ workload, text });
    console.log(`  note: ${text}`);
  }

  skip(workload: string, reason: string) {
    this.skipped.push({ workload, reason });
    console.log(`  SKIPPED ${workload}: ${reason}`);
  }
}
