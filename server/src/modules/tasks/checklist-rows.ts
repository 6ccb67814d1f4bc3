import type { ChecklistItem } from '@tm/domain/task/checklist.schema';

// Checklists as lists read them (migration 20261126-0020): one flat, unsorted
// statement for any number of tasks, grouped and ordered in memory. Building a JSON
// array per task in PostgreSQL cost several times this for 4,000 tasks of 5 items
// (the aggregates, not the reading); a single task's read keeps CHECKLIST_JSON.

export const selectChecklists = (where: string) =>
  `select ci.task_id, ci.id, ci.text, ci.done, ci.position from task_checklist_items ci where ${where}`;

export interface ChecklistRow extends ChecklistItem {
  task_id: string;
}

/** A checklist's order: by position, then id (positions are distinct but for rows written by hand). */
const byPosition = (a: ChecklistItem, b: ChecklistItem): number =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function groupChecklists(rows: ChecklistRow[]): Map<string, ChecklistItem[]> {
  const byTask = new Map<string, ChecklistItem[]>();
  for (const { task_id, id, text, done, position } of rows) {
    const item = { id, text, done, position };
    const list = byTask.get(task_id);
    if (list) list.push(item);
    else byTask.set(task_id, [item]);
  }
  for (const list of byTask.values()) if (list.length > 1) list.sort(byPosition);
  return byTask;
}

/** Task `t`'s checklist as a JSON array in the same order, for reads of one task. */
export const CHECKLIST_JSON = `coalesce((
    select json_agg(json_build_object('id', ci.id, 'text', ci.text, 'done', ci.done, 'position', ci.position)
      order by ci.position, ci.id)
    from task_checklist_items ci where ci.task_id = t.id), '[]')`;
