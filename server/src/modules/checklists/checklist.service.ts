import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CHECKLIST_ITEMS_MAX,
  type ChecklistAddInput,
  type ChecklistItem,
  type ChecklistUpdateInput,
} from '@tm/domain/task/checklist.schema';
import { moveItem, nextPosition } from '@tm/domain/task/checklist-order';
import type { Task } from '@tm/domain/task/task.schema';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { taskReads } from '../tasks/task-reads.ts';
import { memberScope } from '../tasks/task-scope.ts';
import { publishChecklistChanged } from './checklist-events.ts';
import { checklistWrites } from './checklist-writes.ts';

// A task's checklist. Who may change it is who may change the task: any signed-in
// member (task.service.ts updateTask checks nothing more; both transports require a
// member). A change is not a change of the task's own fields: its version and
// updated_at stay, so an open edit form is not refused for someone ticking an item
// (docs/decisions.md). The list caches see it through the change log's trigger on
// task_checklist_items; members through `task:updated`.

type AddData = z.output<typeof ChecklistAddInput>;
type UpdateData = z.output<typeof ChecklistUpdateInput>;

const itemNotFound = () =>
  new DomainError('notFound', 'CHECKLIST_ITEM_NOT_FOUND', 'No such item in this task’s checklist');

/** The item `itemId` of this task's checklist; an item of another task is as unknown as none. */
function itemOf(items: ChecklistItem[], itemId: string): ChecklistItem {
  const item = items.find((i) => i.id === itemId);
  if (!item) throw itemNotFound();
  return item;
}

/**
 * Runs `work` on the task's checklist under the task's row lock; when it changed
 * something, reads the task back in the same transaction and announces it after commit.
 */
async function changeChecklist<T>(
  ctx: MemberCtx,
  taskId: string,
  work: (em: EntityManager, items: ChecklistItem[]) => Promise<{ result: T; changed: boolean }>,
): Promise<T> {
  const { result, task } = await ctx.em.transactional(async (em) => {
    const items = await checklistWrites.lockTask(em, memberScope(ctx.member), taskId);
    if (!items) throw notFound('Task');
    const { result, changed } = await work(em, items);
    const task: Task | null = changed ? ((await taskReads.read(em, taskId))?.task ?? null) : null;
    return { result, task };
  });
  if (task) publishChecklistChanged(ctx.deps, task);
  return result;
}

/** Adds an item at the end of the checklist, not done. */
export function addChecklistItem(ctx: MemberCtx, taskId: string, input: AddData): Promise<ChecklistItem> {
  return changeChecklist(ctx, taskId, async (em, items) => {
    if (items.length >= CHECKLIST_ITEMS_MAX) {
      throw new DomainError(
        'validation',
        'CHECKLIST_LIMIT_REACHED',
        `A checklist holds at most ${CHECKLIST_ITEMS_MAX} items`,
      );
    }
    const item: ChecklistItem = {
      id: randomUUID(),
      text: input.text,
      done: false,
      position: nextPosition(items),
    };
    await checklistWrites.insert(em, taskId, item);
    return { result: item, changed: true };
  });
}

/** Changes an item's text, done flag or place; a move renumbers the checklist 1..n (checklist-order.ts). */
export function updateChecklistItem(
  ctx: MemberCtx,
  taskId: string,
  itemId: string,
  input: UpdateData,
): Promise<ChecklistItem> {
  return changeChecklist(ctx, taskId, async (em, items) => {
    const before = itemOf(items, itemId);
    let item: ChecklistItem = { ...before, text: input.text ?? before.text, done: input.done ?? before.done };
    const edited = item.text !== before.text || item.done !== before.done;
    if (edited) await checklistWrites.update(em, item);
    let moved = false;
    if (input.position !== undefined && input.position !== before.position) {
      const renumbered = moveItem(items, itemId, input.position);
      const old = new Map(items.map((i) => [i.id, i.position]));
      const changes = renumbered.filter((i) => old.get(i.id) !== i.position);
      await checklistWrites.reposition(em, taskId, changes);
      item = { ...item, position: renumbered.find((i) => i.id === itemId)!.position };
      moved = changes.length > 0;
    }
    return { result: item, changed: edited || moved };
  });
}

export function removeChecklistItem(ctx: MemberCtx, taskId: string, itemId: string): Promise<void> {
  return changeChecklist(ctx, taskId, async (em, items) => {
    itemOf(items, itemId);
    await checklistWrites.delete(em, itemId);
    return { result: undefined, changed: true };
  });
}
