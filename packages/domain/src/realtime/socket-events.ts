// The one typed event map shared by the server and every client (SPEC section 4).
// Payloads are the same JSON shapes the REST and tRPC calls answer.
import type { InboxItem, InboxReadPayload } from '../notification/inbox.schema.ts';
import type { Comment, Task } from '../task/task.schema.ts';
import type { TaskUpdate } from '../task/task-update.ts';
import type { PublicUser } from '../user/user.schema.ts';

export interface OnlineUser {
  id: string;
  name: string;
  avatar: string;
}

export interface NotificationPayload {
  kind: 'assigned' | 'completed' | 'commented' | 'mentioned';
  taskId: string;
  taskTitle: string;
  actor: { name: string; avatar: string };
  createdAt: string;
}

export interface ServerToClientEvents {
  'task:created': (task: Task) => void;
  /** A changed task without its comments, and which fields changed (task/task-update.ts). */
  'task:updated': (update: TaskUpdate) => void;
  'task:deleted': (payload: { id: string }) => void;
  /**
   * A comment was added to a task: only the comment travels, never the task's other
   * comments (a task keeps its version; clients append it to their cached task).
   */
  'comment:added': (payload: { taskId: string; comment: Comment }) => void;
  /** Its author changed a comment's text: the comment alone, with its `editedAt`. */
  'comment:updated': (payload: { taskId: string; comment: Comment }) => void;
  /** A comment was deleted (by its author or an admin). */
  'comment:deleted': (payload: { taskId: string; id: string }) => void;
  'users:online': (users: OnlineUser[]) => void;
  'users:updated': (users?: PublicUser[]) => void;
  'tasks:public_updated': () => void;
  /**
   * A board column was renumbered (its positions grew too close): every task of that
   * status kept its order but has a new `position`; boards read the list again.
   */
  'tasks:reordered': (payload: { status: Task['status'] }) => void;
  notification: (payload: NotificationPayload) => void;
  /** A new item of the member's inbox (issue 20), to every tab of theirs. */
  'notification:new': (item: InboxItem) => void;
  /** Items of the member's inbox were marked read (in any tab): the others follow. */
  'notification:read': (payload: InboxReadPayload) => void;
  /** A file was added to or removed from a task: open attachment panels of that task reload. */
  'attachments:changed': (payload: { taskId: string }) => void;
  /** The team's label set changed (created, renamed, recoloured, deleted): read labels and tasks again. */
  'labels:updated': () => void;
  /** To the importing member only: how far their import's transaction is (issue 23). */
  'import:progress': (payload: { importId: string; done: number; total: number }) => void;
  /** A project's settings changed (name, key, colour, archive...): read projects (and, when `tasks`, tasks) again. */
  'project:updated': (payload: { projectId: string; tasks: boolean }) => void;
  /** Who is in a project changed: its members' lists read again. */
  'project:members': (payload: { projectId: string }) => void;
  /** The projects this person may see changed (added, removed, deleted): read projects and tasks again. */
  'projects:access': () => void;
}

export interface ClientToServerEvents {
  /** Accepted for compatibility; identity always comes from the session cookie. */
  'user:join': (userId?: string) => void;
}

/**
 * Rooms: anyone joins `public`; signed-in members join `members` and `user:{id}`,
 * the rooms of the projects whose tasks they see, and admins `admins` (every project).
 */
export const ROOMS = {
  public: 'public',
  members: 'members',
  admins: 'admins',
  user: (id: string) => `user:${id}`,
  project: (id: string) => `project:${id}`,
} as const;
