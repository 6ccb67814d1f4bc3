// A task's place in its board column (`tasks.position`): lower first. A move puts
// the task at the midpoint between its new neighbours, so one move writes one row;
// when two neighbours get too close for a midpoint to fall clearly between them,
// the server renumbers the column at POSITION_STEP intervals (same order) first.

/** The gap between neighbours after a renumbering, and past either end of a column. */
export const POSITION_STEP = 1024;

/**
 * Below this gap a midpoint is no longer trusted: new tasks start near -1.8e9
 * (minus their creation time in seconds), where a double still resolves about
 * 2.4e-7, so 1e-3 leaves ample room.
 */
export const MIN_POSITION_GAP = 1e-3;

/**
 * The position of a task dropped between `before` (the task that will be above it)
 * and `after` (below it); null for a column's end. When the two are too close the
 * midpoint does not fit (`fitsBetween`) and the server renumbers before placing it.
 */
export function positionBetween(before: number | null, after: number | null): number {
  if (before === null && after === null) return 0;
  if (before === null) return (after as number) - POSITION_STEP;
  if (after === null) return before + POSITION_STEP;
  return before + (after - before) / 2;
}

/**
 * Whether `position` sits clearly apart from the nearest other positions of its
 * column (`below`: the largest one under or equal to it, `above`: the smallest one
 * over or equal to it; null when none). If not, the column is renumbered.
 */
export function fitsBetween(position: number, below: number | null, above: number | null): boolean {
  return (
    (below === null || position - below >= MIN_POSITION_GAP) &&
    (above === null || above - position >= MIN_POSITION_GAP)
  );
}

/** Where a task dropped at index `index` of `column` (its positions in order, the task itself left out) goes. */
export function positionAt(column: readonly number[], index: number): number {
  const i = Math.max(0, Math.min(index, column.length));
  return positionBetween(column[i - 1] ?? null, column[i] ?? null);
}

/** Positions are ordered by number, ties by id, the same rule on the server and in the browser. */
export function comparePositions(
  a: { position: number; id: string },
  b: { position: number; id: string },
): number {
  return a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
