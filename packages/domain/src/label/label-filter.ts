// The label filter of the task list ("filter by one or more labels"). The members'
// list is filtered in the browser (the server answers one cached list), so the rule
// lives here for the screens to apply.

/**
 * Whether a task passes a label filter: no label chosen lets every task through;
 * otherwise the task must carry at least one of the chosen labels (any-of, as in
 * Trello and Planka: choosing more labels widens the view).
 */
export function matchesLabelFilter(
  task: { labels: readonly { id: string }[] },
  labelIds: readonly string[],
): boolean {
  if (labelIds.length === 0) return true;
  return task.labels.some((l) => labelIds.includes(l.id));
}

/** The tasks that pass the label filter, in their order. */
export function filterByLabels<T extends { labels: readonly { id: string }[] }>(
  tasks: readonly T[],
  labelIds: readonly string[],
): T[] {
  if (labelIds.length === 0) return [...tasks];
  const wanted = new Set(labelIds);
  return tasks.filter((t) => t.labels.some((l) => wanted.has(l.id)));
}
