import { afterEach, describe, expect, it } from 'vitest';
import { selection } from './selection-store.ts';

const ids = () => [...selection.get()].sort();
const order = ['a', 'b', 'c', 'd', 'e'];

describe('selection store', () => {
  afterEach(() => selection.clear());

  it('toggles an id in and out', () => {
    selection.toggle('b');
    expect(ids()).toEqual(['b']);
    selection.toggle('b');
    expect(ids()).toEqual([]);
  });

  it('selects a range from the last toggled id, either direction, keeping the rest', () => {
    selection.toggle('e');
    selection.toggle('b');
    selection.range(order, 'd');
    expect(ids()).toEqual(['b', 'c', 'd', 'e']);
    selection.clear();
    selection.toggle('d');
    selection.range(order, 'a');
    expect(ids()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('selects just the id for a range without an anchor, and ignores unknown ids', () => {
    selection.range(order, 'c');
    expect(ids()).toEqual(['c']);
    selection.range(order, 'zz');
    expect(ids()).toEqual(['c']);
  });

  it('selects many at once, retains the shown ones and tells subscribers', () => {
    let calls = 0;
    const stop = selection.subscribe(() => {
      calls += 1;
    });
    selection.select(['a', 'c', 'e']);
    selection.retain(['a', 'b']);
    expect(ids()).toEqual(['a']);
    selection.retain(['a']);
    expect(calls).toBe(2);
    stop();
  });
});
