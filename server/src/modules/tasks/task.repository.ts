import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Comment, PublicTask, Task } from '@tm/domain/task/task.schema';
import { User } from '../users/user.entity.ts';
import { Task as TaskEntity } from './task.entity.ts';

/** ISO 8601 UTC with milliseconds, formatted by the database so no driver type parser is involved. */
const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Tasks and their comments come in two flat statements (comments grouped in
// memory), so listing costs the same two queries for 10 or 10,000 tasks; flat
// rows also parse several times faster than per-task JSON aggregates.
const selectTasks = (where: string) => `
  select t.id, t.title, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as due_date,
    ${iso('t.created_at')} as created_at, ${iso('t.updated_at')} as updated_at,
    t.owner_id, o.name as owner_name, o.avatar as owner_avatar,
    t.assignee_id, a.name as assignee_name, a.avatar as assignee_avatar,
    t.client_approval, t.approval_comment, t.is_recurring, t.recurrence_pattern,
    t.is_public, t.public_summary, t.version
  from tasks t
  join users o on o.id = t.owner_id
  left join users a on a.id = t.assignee_id
  where ${where}`;

const selectComments = (where: string) => `
  select c.task_id, c.id, c.content, ${iso('c.created_at')} as created_at, c.author_id,
    u.name as author_name, u.avatar as author_avatar
  from comments c join users u on u.id = c.author_id
  where ${where}
  order by c.created_at, c.id`;

interface CommentRow {
  task_id: string;
  id: string;
  content: string;
  created_at: string;
  author_id: string;
  author_name: string;
  author_avatar: string;
}

function groupComments(rows: CommentRow[]): Map<string, Comment[]> {
  const byTask = new Map<string, Comment[]>();
  for (const r of rows) {
    const comment: Comment = {
      id: r.id,
      content: r.content,
      createdAt: r.created_at,
      authorId: r.author_id,
      author: { name: r.author_name, avatar: r.author_avatar },
    };
    const list = byTask.get(r.task_id);
    if (list) list.push(comment);
    else byTask.set(r.task_id, [comment]);
  }
  return byTask;
}

interface TaskRow {
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

function toTask(r: TaskRow, comments: Comment[]): Task {
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

/** Reads answer the wire shapes directly; writes go through the entities. */
export const taskRepository = {
  /** The task row locked for the rest of the caller's transaction, so concurrent changes queue up. */
  lockForUpdate(em: EntityManager, id: string): Promise<TaskEntity | null> {
    return em.findOne(TaskEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  },

  async exists(em: EntityManager, id: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>('select id from tasks where id = ?', [id]);
    return rows.length > 0;
  },

  /** A member who may be assigned a task (deleted accounts may not). */
  findAssignableUser(em: EntityManager, id: string): Promise<User | null> {
    return em.findOne(User, { id, deletedAt: null });
  },

  async listAll(em: EntityManager): Promise<Task[]> {
    const rows = await em.execute<TaskRow[]>(`${selectTasks('true')} order by t.created_at desc, t.id`);
    const comments = groupComments(await em.execute<CommentRow[]>(selectComments('true')));
    return rows.map((r) => toTask(r, comments.get(r.id) ?? []));
  },

  async findById(em: EntityManager, id: string): Promise<Task | null> {
    const [row] = await em.execute<TaskRow[]>(selectTasks('t.id = ?'), [id]);
    if (!row) return null;
    const comments = await em.execute<CommentRow[]>(selectComments('c.task_id = ?'), [id]);
    return toTask(row, groupComments(comments).get(id) ?? []);
  },

  /** Public tasks with only DESIGN's public fields: never user ids, e-mails, comments or approval data. */
  async listPublic(em: EntityManager): Promise<PublicTask[]> {
    const rows = await em.execute<
      Pick<
        TaskRow,
        | 'id'
        | 'title'
        | 'public_summary'
        | 'status'
        | 'priority'
        | 'due_date'
        | 'created_at'
        | 'updated_at'
        | 'assignee_name'
        | 'assignee_avatar'
      >[]
    >(`
      select t.id, t.title, t.public_summary, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as due_date,
        ${iso('t.created_at')} as created_at, ${iso('t.updated_at')} as updated_at,
        a.name as assignee_name, a.avatar as assignee_avatar
      from tasks t left join users a on a.id = t.assignee_id
      where t.is_public
      order by t.created_at desc, t.id`);
    return rows.map((r) => ({
      id: r.id,
      title: r.public_summary || r.title,
      publicSummary: r.public_summary,
      status: r.status,
      priority: r.priority,
      dueDate: r.due_date,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      assignee: r.assignee_name !== null ? { name: r.assignee_name, avatar: r.assignee_avatar ?? '' } : null,
    }));
  },
};
