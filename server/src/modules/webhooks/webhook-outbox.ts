import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEventType } from '@tm/domain/api/webhook.schema';
import type { Comment, Task } from '@tm/domain/task/task.schema';
import { iso } from '../../db/sql-iso.ts';
import type { TaskCreationWrite } from '../tasks/task-creation-writes.ts';
import { NEW_TASK_JSON, TASK_JOINS } from '../tasks/task-statements.ts';

// Webhook events are written with the change they tell of, in its transaction or
// its very statement, one row per event and listening webhook (webhook_outbox,
// migration 20261203-0500): a crash after the commit loses none, a rolled-back
// change leaves none, and webhook-flush.ts sends each row until it is answered.
// A webhook hears the changes made while it is active and listening.

/** One event: its id (the same for every webhook and every attempt), its type and exact body. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  /** The task it is about, for a new task's events that its transaction writes again. */
  taskId: string | null;
  /** The project of the task it is about: webhooks limited to projects hear only theirs. */
  projectId: string | null;
  /** `{id, type, occurredAt, data}` as JSON. */
  body: string;
}

/** What an event names of the task it is about. */
type About = { taskId?: string; projectId: string } | null;

function event(type: WebhookEventType, data: Record<string, unknown>, about: About = null): WebhookEvent {
  const id = randomUUID();
  const body = JSON.stringify({ id, type, occurredAt: new Date().toISOString(), data });
  return { id, type, taskId: about?.taskId ?? null, projectId: about?.projectId ?? null, body };
}

const aboutTask = (task: Pick<Task, 'id' | 'projectId'>): About => ({
  taskId: task.id,
  projectId: task.projectId,
});

function taskCreatedEvents(task: Task, actorId: string): WebhookEvent[] {
  const created = event('task.created', { task, actorId }, aboutTask(task));
  return task.isPublic ? [created, event('task.published', { task, actorId }, aboutTask(task))] : [created];
}

export function taskUpdatedEvents(before: Task, after: Task, actorId: string | null): WebhookEvent[] {
  const updated = event('task.updated', { task: after, actorId }, aboutTask(after));
  if (after.isPublic === before.isPublic) return [updated];
  return [
    updated,
    event(after.isPublic ? 'task.published' : 'task.unpublished', { task: after, actorId }, aboutTask(after)),
  ];
}

export const taskDeletedEvent = (
  task: Pick<Task, 'id' | 'projectId' | 'ref'>,
  actorId: string,
): WebhookEvent =>
  event(
    'task.deleted',
    { task: { id: task.id, projectId: task.projectId, ref: task.ref }, actorId },
    {
      projectId: task.projectId,
    },
  );

export const commentCreatedEvent = (task: Task, comment: Comment, actorId: string): WebhookEvent =>
  event(
    'comment.created',
    {
      task: { id: task.id, title: task.title, projectId: task.projectId, ref: task.ref },
      comment: { id: comment.id, content: comment.content, authorId: actorId },
      actorId,
    },
    { projectId: task.projectId },
  );

export const userCreatedEvent = (user: { id: string; name: string }, actorId: string | null): WebhookEvent =>
  event('user.created', { user: { id: user.id, name: user.name }, actorId });

/** A deleted member keeps their name (soft delete): receivers get who it was. */
export const userDeletedEvent = (user: { id: string; name?: string }, actorId: string): WebhookEvent =>
  event('user.deleted', { user, actorId });

const INSERT = 'insert into webhook_outbox (event_id, webhook_id, event_type, task_id, body)';

/** Whether webhook `w` hears the project `project` (a column): all of them, or it is one of its own. */
const hearsProject = (project: string) => `(w.project_ids is null or ${project} = any (w.project_ids))`;

// The events travel as one JSON parameter, fanned out to the webhooks that hear them
// (an event of no project, a person's, reaches only the webhooks of every project).
const FAN_OUT = `select e.id, w.id, e.type, e.task_id, e.body
  from json_to_recordset(?::json) as e(id uuid, type text, task_id uuid, project_id uuid, body text)
  join webhooks w on w.active and e.type = any (w.events) and ${hearsProject('e.project_id')}`;

/** The parameter of FAN_OUT. */
export const eventsParam = (events: readonly WebhookEvent[]): string =>
  JSON.stringify(
    events.map((e) => ({ id: e.id, type: e.type, task_id: e.taskId, project_id: e.projectId, body: e.body })),
  );

/**
 * The outbox rows of `events`, as a data-modifying CTE of a task's update statement
 * (tasks/task-writes.ts), written only when the update `u` wrote its row; it returns
 * one row per outbox row written. Its one parameter is `eventsParam(events)`.
 */
export const OUTBOX_WITH_UPDATE = `${INSERT} ${FAN_OUT} where exists (select 1 from u) on conflict do nothing returning 1`;

/** Writes `events` for the webhooks that hear them, in the caller's transaction. */
export async function writeWebhookEvents(em: EntityManager, events: readonly WebhookEvent[]): Promise<void> {
  if (events.length === 0) return;
  await em.execute(`${INSERT} ${FAN_OUT} on conflict do nothing`, [eventsParam(events)]);
}

/**
 * A new task's `task.created` (and `task.published`) in its own insert statement: the
 * body is the task as the statement makes it, so creating a task takes no second
 * round trip. `occurredAt` is its creation time.
 */
export const WEBHOOK_EVENTS_ON_CREATION: TaskCreationWrite = {
  name: 'webhookEvents',
  sql: `${INSERT}
    select e.id, w.id, e.type, t.id, json_build_object('id', e.id, 'type', e.type,
      'occurredAt', ${iso('t.created_at')},
      'data', json_build_object('task', ${NEW_TASK_JSON}, 'actorId', ?::uuid))::text
    from t ${TASK_JOINS}
    cross join (values (?::uuid, 'task.created'), (?::uuid, 'task.published')) as e(id, type)
    join webhooks w on w.active and e.type = any (w.events) and ${hearsProject('t.project_id')}
    where e.type = 'task.created' or t.is_public
    returning 1`,
  params: (createdBy) => [createdBy, randomUUID(), randomUUID()],
};

/**
 * When more of a new task follows its insert in the same transaction (its labels,
 * a next occurrence's checklist), the events its insert wrote are written again
 * with the task as it now stands, so receivers get the task that was committed.
 */
export async function rewriteCreatedEvents(
  em: EntityManager,
  written: Record<string, number>,
  task: Task,
  actorId: string,
): Promise<void> {
  if (!written[WEBHOOK_EVENTS_ON_CREATION.name]) return;
  await em.execute(
    `delete from webhook_outbox where task_id = ? and event_type in ('task.created', 'task.published')
       and attempts = 0 and done_at is null`,
    [task.id],
  );
  await writeWebhookEvents(em, taskCreatedEvents(task, actorId));
}
