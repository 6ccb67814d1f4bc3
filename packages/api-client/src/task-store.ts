import { replaceEqualDeep } from '@tanstack/react-query';
import type { ChecklistItem } from '@tm/domain/task/checklist.schema';
import type { Comment, Task } from '@tm/domain/task/task.schema';
import {
  checklistCounts,
  type ListedTask,
  listedTaskFromUpdate,
  toListedTask,
} from '@tm/domain/task/task-card';
import { withComment, withEditedComment, withoutComment } from '@tm/domain/task/task-comments';
import type { TaskUpdate } from '@tm/domain/task/task-update';
import { pageSingleton } from './page-singleton.ts';

// The page's tasks, each held once, by id: every list, board, calendar, the urgent
// list and the opened task read their fields here, and every read from the server,
// socket event and local edit writes them here. Lists keep only ids in their order
// (task-list-query.ts, urgent-pages.ts). The state is plain JSON, so that it can be
// kept across reloads: `snapshot()` and `load()`.

/** One task as the page holds it. */
export interface TaskEntry {
  /** The server's version of the task: an older one never replaces it (events and answers cross). */
  version: number;
  /** What the lists show of it: every field, and counts of its comments and checklist items. */
  card: ListedTask;
  /** Its checklist items, once read whole or updated (a `task:updated` brings them all). */
  checklist?: ChecklistItem[];
  /** Its comments, once read whole (the opened task, a call's answer, `task:created`). */
  comments?: Comment[];
}

/**
 * What one write did to one task, told to the lists so that they keep their ids in
 * step: `read` from a server read; `created`, `updated`, `deleted` from the socket
 * (told whatever the store held, so that counts follow every event); `missed` for an
 * update of a task the store does not hold (it lacks the comment count to hold it);
 * `saved` (a call's answer), `patched` (an optimistic change or its undoing) and
 * `removed` (an optimistic delete) from this page; `commented` for its comments.
 */
export type TaskChange =
  | {
      id: string;
      kind: 'read' | 'created' | 'updated' | 'deleted' | 'saved' | 'patched' | 'removed' | 'commented';
    }
  | { id: string; kind: 'missed'; update: TaskUpdate };

type Listener = (changes: readonly TaskChange[]) => void;

/** A comment added, edited (a Comment) or deleted (its id); a call's answer and the event bring the same one. */
type CommentChange = { added: Comment } | { edited: Comment } | { deleted: string };

/** The whole store as JSON; `format` names its shape. */
interface TaskStoreSnapshot {
  format: 1;
  tasks: TaskEntry[];
}

export interface TaskStore {
  get(id: string): TaskEntry | undefined;
  /** Calls `listener` after each write with what it changed, until the answered function is called. */
  subscribe(listener: Listener): () => void;
  /** Whole tasks or cards from the server (a read, `task:created`, a call's answer). */
  put(tasks: readonly (Task | ListedTask)[], kind: 'read' | 'created' | 'saved'): void;
  /** A `task:updated`: the new fields and checklist; the comments held stay (updates carry none). */
  update(update: TaskUpdate): void;
  /** An optimistic change of a card's fields, before the server answers (the version stays). */
  patch(id: string, change: Partial<ListedTask>): void;
  /** An optimistic change of a held checklist, its counts following; false when none is held. */
  editChecklist(id: string, edit: (items: ChecklistItem[]) => ChecklistItem[]): boolean;
  /** Puts back an entry as it was before an optimistic edit, unless a newer version came since. */
  restore(entry: TaskEntry): void;
  remove(ids: readonly string[], kind: 'deleted' | 'removed'): void;
  /** A comment on the held comments, and `count` more or fewer on the card (socket events only count). */
  comment(taskId: string, change: CommentChange, count?: 1 | -1 | 0): void;
  snapshot(): TaskStoreSnapshot;
  /** Takes in a snapshot, keeping any entry it holds at a newer version. */
  load(snapshot: TaskStoreSnapshot): void;
}

const newer = (held: TaskEntry | undefined, version: number) => held !== undefined && held.version > version;

/** An entry without empty keys, sharing what is unchanged with the one held (the same entry when all is). */
function makeEntry(
  held: TaskEntry | undefined,
  card: ListedTask,
  checklist: ChecklistItem[] | undefined,
  comments: Comment[] | undefined,
): TaskEntry {
  const next: TaskEntry = { version: card.version, card };
  if (checklist) next.checklist = checklist;
  if (comments) next.comments = comments;
  return replaceEqualDeep(held, next);
}

/** The entry a whole task or a card from the server makes, given the one held. */
function entryFrom(held: TaskEntry | undefined, task: Task | ListedTask): TaskEntry | undefined {
  const whole = 'comments' in task;
  if (newer(held, task.version)) {
    // An older whole read still brings what the opened task needs and the entry lacks.
    if (!whole || (held!.checklist && held!.comments)) return held;
    return makeEntry(held, held!.card, held!.checklist ?? task.checklist, held!.comments ?? task.comments);
  }
  if (whole) return makeEntry(held, toListedTask(task), task.checklist, task.comments);
  // A card carries counts only: the items and comments held stay.
  return makeEntry(held, task, held?.checklist, held?.comments);
}

function withCommentChange(comments: Comment[], change: CommentChange): Comment[] {
  const task = { comments };
  if ('added' in change) return withComment(task, change.added).comments;
  if ('edited' in change) return withEditedComment(task, change.edited).comments;
  return withoutComment(task, change.deleted).comments;
}

export function createTaskStore(): TaskStore {
  const tasks = new Map<string, TaskEntry>();
  const listeners = new Set<Listener>();
  const tell = (changes: readonly TaskChange[]) => {
    if (changes.length === 0) return;
    for (const listener of listeners) listener(changes);
  };
  const set = (next: TaskEntry) => tasks.set(next.card.id, next);

  return {
    get: (id) => tasks.get(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    put(list, kind) {
      const changes: TaskChange[] = [];
      for (const task of list) {
        const held = tasks.get(task.id);
        const next = entryFrom(held, task);
        if (next && next !== held) set(next);
        // A read that changed nothing is not told; an event or an answer always is.
        if (next !== held || kind !== 'read') changes.push({ id: task.id, kind });
      }
      tell(changes);
    },
    update(update) {
      const held = tasks.get(update.id);
      if (!held) return tell([{ id: update.id, kind: 'missed', update }]);
      if (!newer(held, update.version)) {
        const card = listedTaskFromUpdate(update, held.card.commentCount);
        const next = makeEntry(held, card, update.checklist, held.comments);
        if (next !== held) set(next);
      }
      tell([{ id: update.id, kind: 'updated' }]);
    },
    patch(id, change) {
      const held = tasks.get(id);
      if (!held) return;
      set(makeEntry(held, { ...held.card, ...change }, held.checklist, held.comments));
      tell([{ id, kind: 'patched' }]);
    },
    editChecklist(id, edit) {
      const held = tasks.get(id);
      if (!held?.checklist) return false;
      const checklist = edit(held.checklist);
      set(makeEntry(held, { ...held.card, ...checklistCounts(checklist) }, checklist, held.comments));
      tell([{ id, kind: 'patched' }]);
      return true;
    },
    restore(entry) {
      if (newer(tasks.get(entry.card.id), entry.version)) return;
      set(entry);
      tell([{ id: entry.card.id, kind: 'patched' }]);
    },
    remove(ids, kind) {
      for (const id of ids) tasks.delete(id);
      // Told even for a task not held: a deletion still changes the counts.
      tell(ids.map((id) => ({ id, kind })));
    },
    comment(taskId, change, count = 0) {
      const held = tasks.get(taskId);
      if (!held) return;
      const comments = held.comments && withCommentChange(held.comments, change);
      const commentCount = Math.max(0, held.card.commentCount + count);
      if (comments === held.comments && commentCount === held.card.commentCount) return;
      set(makeEntry(held, { ...held.card, commentCount }, held.checklist, comments));
      tell([{ id: taskId, kind: 'commented' }]);
    },
    snapshot: () => ({ format: 1, tasks: [...tasks.values()] }),
    load(snapshot) {
      if (snapshot.format !== 1) return;
      const changes: TaskChange[] = [];
      for (const entry of snapshot.tasks) {
        if (newer(tasks.get(entry.card.id), entry.version)) continue;
        set(entry);
        changes.push({ id: entry.card.id, kind: 'read' });
      }
      tell(changes);
    },
  };
}

/** The page's one store (a remote's own copy of this module finds the same). */
export function taskStore(): TaskStore {
  return pageSingleton('task-store', createTaskStore);
}

const details = new WeakMap<TaskEntry, Task>();

/** The task with its comments and checklist, once the entry holds both; the same object while it is unchanged. */
export function detailOf(entry: TaskEntry | undefined): Task | undefined {
  if (!entry?.comments || !entry.checklist) return undefined;
  let task = details.get(entry);
  if (!task) {
    const { commentCount: _c, checklistDone: _d, checklistTotal: _t, ...fields } = entry.card;
    task = { ...fields, comments: entry.comments, checklist: entry.checklist };
    details.set(entry, task);
  }
  return task;
}
