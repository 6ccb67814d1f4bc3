import { describe, expect, it } from 'vitest';
import {
  comparePositions,
  fitsBetween,
  MIN_POSITION_GAP,
  POSITION_STEP,
  positionAt,
  positionBetween,
} from './board-position.ts';

describe('board positions', () => {
  it('puts a task at the midpoint between its neighbours, a step past either end', () => {
    expect(positionBetween(10, 20)).toBe(15);
    expect(positionBetween(null, 20)).toBe(20 - POSITION_STEP);
    expect(positionBetween(10, null)).toBe(10 + POSITION_STEP);
    expect(positionBetween(null, null)).toBe(0);
  });

  it('places by index in a column that leaves the moved task out', () => {
    const column = [1, 2, 4];
    expect(positionAt(column, 0)).toBe(1 - POSITION_STEP);
    expect(positionAt(column, 2)).toBe(3);
    expect(positionAt(column, 3)).toBe(4 + POSITION_STEP);
    expect(positionAt(column, 99)).toBe(4 + POSITION_STEP);
    expect(positionAt([], 0)).toBe(0);
  });

  it('tells when a position is too close to a neighbour, so the column is renumbered', () => {
    expect(fitsBetween(15, 10, 20)).toBe(true);
    expect(fitsBetween(0, null, null)).toBe(true);
    expect(fitsBetween(10, 10, 20)).toBe(false);
    expect(fitsBetween(10 + MIN_POSITION_GAP / 2, 10, 20)).toBe(false);
    expect(fitsBetween(20 - MIN_POSITION_GAP / 4, null, 20)).toBe(false);
  });

  it('runs out of room after repeated halving near new tasks (about -1.8e9), never silently', () => {
    let before = -1.8e9;
    const after = before + 1;
    let halvings = 0;
    for (;;) {
      const p = positionBetween(before, after);
      if (!fitsBetween(p, before, after)) break;
      before = p;
      halvings++;
    }
    expect(halvings).toBeGreaterThan(5);
    expect(halvings).toBeLessThan(20);
  });

  it('orders by position, ties by id', () => {
    const tasks = [
      { id: 'b', position: 1 },
      { id: 'a', position: 1 },
      { id: 'c', position: -5 },
    ];
    expect(tasks.sort(comparePositions).map((t) => t.id)).toEqual(['c', 'a', 'b']);
  });
});
