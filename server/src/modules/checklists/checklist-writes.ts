import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChecklistItem } from '@tm/domain/task/checklist.schema';
import type { Positioned } from '@tm/domain/task/checklist-order';
import { type TaskScope, visibleTasks } from '../tasks/task-scope.ts';

// The checklist's SQL. Items are read in the order every screen shows them
// (position, then id), the order of tasks/checklist-rows.ts.

const ITEM = 'id, text, done, position';

export const checklistWrites = {
  /**
   * Locks task `taskId`'s row for the rest of the caller's transaction and answers
   * its checklist, or null when there is no such task in `scope`. The lock makes concurrent
   * changes to one checklist take turns, so the cap and the next position are
   * counted on a list nobody else is changing.
   */
  async lockTask(em: EntityManager, scope: TaskScope, taskId: string): Promise<ChecklistItem[] | null> {
    const [task] = await em.execute<{ id: string }[]>(
      `select t.id from ${visibleTasks(scope)} t where t.id = ? for update of t`,
      [taskId],
    );
    if (!task) return null;
    return em.execute<ChecklistItem[]>(
      `select ${ITEM} from task_checklist_items where task_id = ? order by position, id`,
      [taskId],
    );
  },

  async insert(em: EntityManager, taskId: string, item: ChecklistItem): Promise<void> {
    await em.execute(
      'insert into task_checklist_items (id, task_id, text, done, position) values (?, ?, ?, ?, ?)',
      [item.id, taskId, item.text, item.done, item.position],
    );
  },

  async update(em: EntityManager, item: ChecklistItem): Promise<void> {
    await em.execute('update task_checklist_items set text = ?, done = ? where id = ?', [
      item.text,
      item.done,
      item.id,
    ]);
  },

  /** Writes new positions, in one statement. */
  async reposition(em: EntityManager, taskId: string, moved: readonly Positioned[]): Promise<void> {
    if (moved.length === 0) return;
    await em.execute(
      `update task_checklist_items ci set position = v.position
       from json_to_recordset(?::json) as v(id uuid, position double precision)
       where ci.id = v.id and ci.task_id = ?`,
      [JSON.stringify(moved.map(({ id, position }) => ({ id, position }))), taskId],
    );
  },

  /** Copies task `fromTaskId`'s checklist to `toTaskId`, every item not done, renumbered 1..n; answers the copies in order. */
  async copyUndone(em: EntityManager, fromTaskId: string, toTaskId: string): Promise<ChecklistItem[]> {
    const copies = await em.execute<ChecklistItem[]>(
      `insert into task_checklist_items (id, task_id, text, done, position)
       select gen_random_uuid(), ?, text, false, row_number() over (order by position, id)
       from task_checklist_items where task_id = ?
       returning ${ITEM}`,
      [toTaskId, fromTaskId],
    );
    return copies.sort((a, b) => a.position - b.position);
  },

  async delete(em: EntityManager, itemId: string): Promise<void> {
    await em.execute('delete from task_checklist_items where id = ?', [itemId]);
  },
};
