// The label filter of the task list ("filter by one or more labels"). The members'
// list is filtered in the browser (the server answers one cached list), so the rule
// lives here for the screens to apply; the list's view (task/task-view.ts) combines
// it with the other filters.

/**
 * Whether a task passes a label filter: no label chosen lets every task through;
 * otherwise the task must carry at least one of the chosen labels (any-of, as in
 * Trello and Planka: choosing more labels widens the view). A task without the
 * field carries none.
 */
export function matchesLabelFilter(
  task: { labels?: readonly { id: string }[] | undefined },
  labelIds: readonly string[],
): boolean {
  if (labelIds.length === 0) return true;
  return (task.labels ?? []).some((l) => labelIds.includes(l.id));
}
