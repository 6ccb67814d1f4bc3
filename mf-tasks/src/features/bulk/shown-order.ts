// The order of the tasks the list shows, kept by the bulk bar for the checkboxes:
// a shift-click selects the range between two rows *as shown* (after filters and
// sort). Read at click time only, so a card (memoised) need not re-render when
// the list's order changes.

let shown: readonly string[] = [];

export function setShownOrder(ids: readonly string[]): void {
  shown = ids;
}

export const shownOrder = (): readonly string[] => shown;
