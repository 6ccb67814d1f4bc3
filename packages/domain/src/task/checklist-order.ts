// The order of a task's checklist, one rule for the server and the screens. Items
// are ordered by `position`, lower first. A move names the position the item should
// take; the server then renumbers the whole list 1..n, so positions never run out of
// room between two neighbours and a client that sends a stale position still lands
// the item in a sensible place.

export interface Positioned {
  id: string;
  position: number;
}

/** A new item goes last: one after the highest position (positions are 1..n after any move). */
export const nextPosition = (items: readonly Positioned[]): number =>
  items.reduce((max, item) => Math.max(max, item.position), 0) + 1;

/**
 * The list after moving `id` to `position`, renumbered 1..n. `items` are in their
 * current order. Moving up, the item goes before every other item at or above
 * `position`; moving down, after every other item at or below it. So sending another
 * item's position takes that item's place, as a drag onto it does. Unknown ids and
 * an unchanged position answer the list renumbered, in its order.
 */
export function moveItem<T extends Positioned>(items: readonly T[], id: string, position: number): T[] {
  const moving = items.find((item) => item.id === id);
  const others = items.filter((item) => item.id !== id);
  let ordered: T[] = items.slice();
  if (moving && position !== moving.position) {
    const up = position < moving.position;
    let at = up
      ? others.findIndex((o) => o.position >= position)
      : others.findLastIndex((o) => o.position <= position) + 1;
    if (at === -1) at = others.length;
    ordered = [...others.slice(0, at), moving, ...others.slice(at)];
  }
  return ordered.map((item, i) => ({ ...item, position: i + 1 }));
}

/** The position that moves the item at `from` to index `to` of `items` (in order): the place of the item there. */
export const positionForIndex = (items: readonly Positioned[], from: number, to: number): number | null => {
  if (from === to || !items[from] || !items[to]) return null;
  return items[to].position;
};
