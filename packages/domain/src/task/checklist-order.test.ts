import { describe, expect, it } from 'vitest';
import { moveItem, nextPosition, positionForIndex } from './checklist-order.ts';

const list = (...positions: number[]) => positions.map((position, i) => ({ id: `i${i}`, position }));
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('checklist order', () => {
  it('puts a new item after the highest position', () => {
    expect(nextPosition([])).toBe(1);
    expect(nextPosition(list(1, 2, 7, 3))).toBe(8);
  });

  it('moves an item up before the item whose position it takes, and renumbers 1..n', () => {
    const moved = moveItem(list(1, 2, 3, 4), 'i3', 2);
    expect(ids(moved)).toEqual(['i0', 'i3', 'i1', 'i2']);
    expect(moved.map((i) => i.position)).toEqual([1, 2, 3, 4]);
  });

  it('moves an item down after the item whose position it takes', () => {
    expect(ids(moveItem(list(1, 2, 3, 4), 'i0', 3))).toEqual(['i1', 'i2', 'i0', 'i3']);
    expect(ids(moveItem(list(1, 2, 3, 4), 'i0', 4))).toEqual(['i1', 'i2', 'i3', 'i0']);
  });

  it('places an item between two neighbours for a position between theirs', () => {
    expect(ids(moveItem(list(1, 2, 3, 4), 'i3', 1.5))).toEqual(['i0', 'i3', 'i1', 'i2']);
    expect(ids(moveItem(list(1, 2, 3, 4), 'i0', 3.5))).toEqual(['i1', 'i2', 'i0', 'i3']);
  });

  it('lands a stale or out-of-range position at either end', () => {
    expect(ids(moveItem(list(1, 2, 3), 'i2', -40))).toEqual(['i2', 'i0', 'i1']);
    expect(ids(moveItem(list(1, 2, 3), 'i0', 1e9))).toEqual(['i1', 'i2', 'i0']);
    // Positions with gaps (after deletes): a position in a gap still lands between its neighbours.
    expect(ids(moveItem(list(1, 4, 9), 'i2', 5))).toEqual(['i0', 'i1', 'i2']);
    expect(ids(moveItem(list(1, 4, 9), 'i2', 3))).toEqual(['i0', 'i2', 'i1']);
  });

  it('keeps the order for an unchanged position or an unknown id', () => {
    expect(ids(moveItem(list(1, 4, 9), 'i1', 4))).toEqual(['i0', 'i1', 'i2']);
    expect(moveItem(list(1, 4, 9), 'nope', 2).map((i) => i.position)).toEqual([1, 2, 3]);
  });

  it('answers the position that moves an item to an index, as a drag onto it does', () => {
    const items = list(1, 2, 3, 4);
    for (const [from, to] of [
      [0, 3],
      [3, 0],
      [1, 2],
      [2, 1],
    ] as const) {
      const position = positionForIndex(items, from, to)!;
      const moved = moveItem(items, items[from]!.id, position);
      expect(moved.findIndex((i) => i.id === items[from]!.id)).toBe(to);
    }
    expect(positionForIndex(items, 2, 2)).toBeNull();
  });
});
