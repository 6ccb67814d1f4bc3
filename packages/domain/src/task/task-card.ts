import type { z } from 'zod';
import type { TaskCardListOut, TaskCardRowOut } from '../api/wire.schema.ts';
import type { PublicUser } from '../user/user.schema.ts';
import type { ChecklistItem } from './checklist.schema.ts';
import type { Task } from './task.schema.ts';
import type { TaskUpdate } from './task-update.ts';

// The screens' list (issue 25): what a row, a board card or a calendar entry shows of
// a task. Comments and checklist items are only shown once a task is opened, so the
// list carries their counts; the detail view reads the whole task (`tasks.get`).
// SPEC's `GET /api/tasks` keeps its documented shape for scripts.

/** A task as the screens' list holds it. */
export interface ListedTask extends Omit<Task, 'comments' | 'checklist'> {
  commentCount: number;
  checklistDone: number;
  checklistTotal: number;
}

/** One task of the list on the wire: its people and labels by id (api/wire.schema.ts). */
export type TaskCardRow = z.output<typeof TaskCardRowOut>;

/** `GET /api/tasks/cards` and `tasks.cards`: the rows with the people and labels they name. */
export type TaskCardList = z.output<typeof TaskCardListOut>;

/** Ticked and total items of a checklist. */
export function checklistCounts(
  checklist: readonly ChecklistItem[],
): Pick<ListedTask, 'checklistDone' | 'checklistTotal'> {
  return { checklistDone: checklist.filter((item) => item.done).length, checklistTotal: checklist.length };
}

/** A whole task (a mutation's answer, `task:created`) as the list holds it. */
export function toListedTask({ comments, checklist, ...fields }: Task): ListedTask {
  return { ...fields, commentCount: comments.length, ...checklistCounts(checklist) };
}

/** A `task:updated` as the list holds it: updates carry no comments, so the count the list holds stays. */
export function listedTaskFromUpdate(
  { changed: _changed, checklist, ...fields }: TaskUpdate,
  commentCount: number,
): ListedTask {
  return { ...fields, commentCount, ...checklistCounts(checklist) };
}

/**
 * The wire list as the screens hold it: each task with its owner, assignee and
 * labels as objects, shared between the tasks that name them. The server reads the
 * list in one snapshot, so every id resolves; should one not, the label is left out
 * and the person shows as "?" rather than failing the whole list.
 */
export function listedTasksFrom(list: TaskCardList): ListedTask[] {
  const users = new Map(list.users.map((user) => [user.id, user]));
  const labels = new Map(list.labels.map((label) => [label.id, label]));
  const unknownUser = (id: string): PublicUser => ({ id, name: '?', avatar: '' });
  return list.tasks.map(({ labelIds, ...row }) => ({
    ...row,
    owner: users.get(row.ownerId) ?? unknownUser(row.ownerId),
    assignee: row.assigneeId ? (users.get(row.assigneeId) ?? unknownUser(row.assigneeId)) : null,
    labels: labelIds.flatMap((id) => labels.get(id) ?? []),
  }));
}
