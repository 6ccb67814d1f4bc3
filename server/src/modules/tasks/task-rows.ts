import type { Comment, Task } from '@tm/domain/task/task.schema';
import { iso } from '../../db/sql-iso.ts';

// The SQL that reads tasks in their wire shape, shared by the read queries and
// the write statements (which answer the written row without reading it again).

/** A task's columns in wire order, with its owner's and assignee's names (see TASK_JOINS); the task is `t`. */
export const TASK_COLUMNS = `t.id, t.title, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as due_date,
    ${iso('t.created_at')} as created_at, ${iso('t.updated_at')} as updated_at,
    t.owner_id, o.name as owner_name, o.avatar as owner_avatar,
    t.assignee_id, a.name as assignee_name, a.avatar as assignee_avatar,
    t.client_approval, t.approval_comment, t.is_recurring, t.recurrence_pattern,
    t.is_public, t.public_summary, t.version`;

export const TASK_JOINS = 'join users o on o.id = t.owner_id left join users a on a.id = t.assignee_id';

// Tasks and their comments come in two flat statements (comments grouped in
// memory), so listing costs the same two queries for 10 or 10,000 tasks; flat
// rows also parse several times faster than per-task JSON aggregates.
export const selectTasks = (where: string) =>
  `select ${TASK_COLUMNS} from tasks t ${TASK_JOINS} where ${where}`;

export const selectComments = (where: string) => `
  select c.task_id, c.id, c.content, ${iso('c.created_at')} as created_at, c.author_id,
    u.name as author_name, u.avatar as author_avatar
  from comments c join users u on u.id = c.author_id
  where ${where}
  order by c.created_at, c.id`;

export interface CommentRow {
  task_id: string;
  id: string;
  content: string;
  created_at: string;
  author_id: string;
  author_name: string;
  author_avatar: string;
}

export function toComment(r: Omit<CommentRow, 'task_id'>): Comment {
  return {
    id: r.id,
    content: r.content,
    createdAt: r.created_at,
    authorId: r.author_id,
    author: { name: r.author_name, avatar: r.author_avatar },
  };
}

export function groupComments(rows: CommentRow[]): Map<string, Comment[]> {
  const byTask = new Map<string, Comment[]>();
  for (const r of rows) {
    const comment = toComment(r);
    const list = byTask.get(r.task_id);
    if (list) list.push(comment);
    else byTask.set(r.task_id, [comment]);
  }
  return byTask;
}

export interface TaskRow {
  id: string;
  title: string;
  status: Task['status'];
  priority: Task['priority'];
  due_date: string | null;
  created_at: string;
  updated_at: string;
  owner_id: string;
  owner_name: string;
  owner_avatar: string;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_avatar: string | null;
  client_approval: Task['clientApproval'];
  approval_comment: string | null;
  is_recurring: boolean;
  recurrence_pattern: Task['recurrencePattern'];
  is_public: boolean;
  public_summary: string | null;
  version: number;
}

export function toTask(r: TaskRow, comments: Comment[]): Task {
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    priority: r.priority,
    dueDate: r.due_date,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    ownerId: r.owner_id,
    owner: { id: r.owner_id, name: r.owner_name, avatar: r.owner_avatar },
    assigneeId: r.assignee_id,
    assignee: r.assignee_id
      ? { id: r.assignee_id, name: r.assignee_name ?? '', avatar: r.assignee_avatar ?? '' }
      : null,
    clientApproval: r.client_approval,
    approvalComment: r.approval_comment,
    isRecurring: r.is_recurring,
    recurrencePattern: r.recurrence_pattern,
    isPublic: r.is_public,
    publicSummary: r.public_summary,
    version: r.version,
    comments,
  };
}
