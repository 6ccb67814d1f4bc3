/**
 * The title link to focus once the task `id` leaves the list (a confirmed delete):
 * the next task's, else the previous one's, so the keyboard keeps its place instead
 * of falling back to the top of the page. Null when the list holds no other task.
 */
export function neighbourTitle(id: string, root: ParentNode = document): HTMLElement | null {
  const titles = [...root.querySelectorAll<HTMLElement>('[data-testid="task-card"] [data-task-title]')];
  const at = titles.findIndex((el) => el.dataset.taskTitle === id);
  if (at < 0) return null;
  return titles[at + 1] ?? titles[at - 1] ?? null;
}
