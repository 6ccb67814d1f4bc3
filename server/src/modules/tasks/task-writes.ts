import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task } from '@tm/domain/task/task.schema';
import { preparedQuery } from '../../db/prepared-statements.ts';
import {
  eventsParam,
  OUTBOX_WITH_UPDATE,
  taskDeletedEvent,
  type WebhookEvent,
  writeWebhookEvents,
} from '../webhooks/webhook-outbox.ts';
import type { TaskCreationWrite } from './task-creation-writes.ts';
import type { FieldChange } from './task-history-changes.ts';
import { SYSTEM_SCOPE, SYSTEM_TRASH_SCOPE, visibleTaskCondition, visibleTasks } from './task-scope.ts';
import {
  INSERT_TASK,
  insertParams,
  type NewTaskRecord,
  TASK_JOINS,
  TASK_SELECT,
  type TaskChange,
  type TaskRow,
  toTask,
  updateParams,
  updateTask,
} from './task-statements.ts';

// The task write path in plain SQL through the request's EntityManager (same
// connection, same transaction). It is the hottest path of the product: the
// unit of work cost several times the statements themselves (bench/RESULTS.md),
// and each write here answers the written task without reading it back.

/** A task just written, and how many rows each creation write wrote with it. */
export interface InsertedTask {
  task: Task;
  written: Record<string, number>;
}

/** Who made a new task: `historyUserId` null = the system; `createdBy`, the member whose action made it. */
export interface Creator {
  historyUserId: string | null;
  createdBy: string;
}

const countAlias = (i: number) => `"_written${i}"`;

/** The insert with its "created" history entry and the other modules' creation writes, as one statement. */
const insertStatement = (writes: readonly TaskCreationWrite[]) =>
  `with t as (${INSERT_TASK}), h as (
     insert into history_entries (task_id, user_id, action, created_at)
     select t.id, ?::uuid, 'created', t.created_at from t
   )${writes.map((w, i) => `, w${i} as (${w.sql})`).join('')}
   select ${TASK_SELECT}${writes.map((_, i) => `, (select count(*)::int from w${i}) as ${countAlias(i)}`).join('')}
   from t ${TASK_JOINS}`;

export const taskWrites = {
  /**
   * Inserts the task, its "created" history entry and what `writes` add, in one
   * statement, atomic on its own, and answers the task as the list shows it (so no
   * one has to ask the database again) with each write's row count.
   */
  async insert(
    em: EntityManager,
    record: NewTaskRecord,
    creator: Creator,
    writes: readonly TaskCreationWrite[],
  ): Promise<InsertedTask> {
    const [row] = await preparedQuery<TaskRow & Record<string, number>>(em, insertStatement(writes), [
      ...insertParams(record),
      creator.historyUserId,
      ...writes.flatMap((w) => w.params(creator.createdBy)),
    ]);
    if (!row) throw new Error('the task insert answered no row');
    const written: Record<string, number> = {};
    writes.forEach((w, i) => {
      const alias = countAlias(i).slice(1, -1);
      written[w.name] = row[alias] ?? 0;
      delete row[alias];
    });
    return { task: toTask(row, [], [], []), written };
  },

  /**
   * Writes a change, one history entry per changed field and the webhook events
   * it tells (webhooks/webhook-outbox.ts), in one statement, atomic on its own.
   * With `expectedVersion`, only if the task still has that version (answers
   * false, writing nothing, when someone changed it meanwhile). `webhookEvents`: how
   * many outbox rows it wrote (none when no webhook hears the change).
   */
  async update(
    em: EntityManager,
    id: string,
    change: TaskChange,
    historyUserId: string | null,
    changes: FieldChange[],
    expectedVersion: number | null,
    events: readonly WebhookEvent[],
  ): Promise<{ written: boolean; webhookEvents: number }> {
    const update = updateTask(expectedVersion !== null);
    const params = [...updateParams(change), id, ...(expectedVersion === null ? [] : [expectedVersion])];
    const values = changes.map(() => '(?::text, ?::text, ?::text)').join(', ');
    const history =
      changes.length === 0
        ? ''
        : `, h as (
         insert into history_entries (task_id, user_id, action, field, old_value, new_value, created_at)
         select u.id, ?::uuid, 'updated', v.field, v.old_value, v.new_value, ?::timestamptz
         from u cross join (values ${values}) as v(field, old_value, new_value)
       )`;
    const [row] = await preparedQuery<{ written: boolean; webhook_events: number }>(
      em,
      `with u as (${update})${history}, o as (${OUTBOX_WITH_UPDATE})
       select exists (select 1 from u) as written, (select count(*) from o)::int as webhook_events`,
      [
        ...params,
        ...(changes.length === 0
          ? []
          : [
              historyUserId,
              change.updatedAt,
              ...changes.flatMap((ch) => [ch.field, ch.oldValue, ch.newValue]),
            ]),
        eventsParam(events),
      ],
    );
    return { written: row?.written === true, webhookEvents: row?.webhook_events ?? 0 };
  },

  /**
   * Moves these tasks to the trash (a delete, one or bulk): their comments,
   * attachments, history, labels and checklist stay with them until restored or purged.
   * Their `task.deleted` webhook events are written with them, in the caller's transaction.
   */
  async deleteMany(
    em: EntityManager,
    tasks: readonly Pick<Task, 'id' | 'projectId' | 'ref'>[],
    actorId: string,
  ): Promise<void> {
    if (tasks.length === 0) return;
    const ids = tasks.map((t) => t.id);
    await em.execute(
      `update tasks set deleted_at = now(), deleted_by = ?
       where id in (${ids.map(() => '?').join(', ')}) and ${visibleTaskCondition(SYSTEM_SCOPE)}`,
      [actorId, ...ids],
    );
    await writeWebhookEvents(
      em,
      tasks.map((task) => taskDeletedEvent(task, actorId)),
    );
  },

  /** Takes a trashed task out of the trash: the same row, live again. */
  async restore(em: EntityManager, id: string): Promise<void> {
    await em.execute(
      `update tasks set deleted_at = null, deleted_by = null where id = ? and ${visibleTaskCondition(SYSTEM_TRASH_SCOPE)}`,
      [id],
    );
  },

  /** Deletes trashed tasks for good: comments, attachment rows, history, labels go by cascade. */
  async purge(em: EntityManager, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await em.execute(
      `delete from tasks where id in (${ids.map(() => '?').join(', ')}) and ${visibleTaskCondition(SYSTEM_TRASH_SCOPE)}`,
      [...ids],
    );
  },

  /** How many tasks a project holds, in the trash or not (a project is deleted empty). */
  async countInProject(em: EntityManager, projectId: string): Promise<number> {
    const [live, trashed] = await Promise.all(
      [SYSTEM_SCOPE, SYSTEM_TRASH_SCOPE].map((scope) =>
        em.execute<{ n: number }[]>(
          `select count(*)::int as n from ${visibleTasks(scope)} t where t.project_id = ?::uuid`,
          [projectId],
        ),
      ),
    );
    return (live?.[0]?.n ?? 0) + (trashed?.[0]?.n ?? 0);
  },

  /**
   * Moves every task of a project (in the trash or not) to another, before the first
   * is deleted: they keep their labels of the same name there and lose the others,
   * and each gets the next number of its new project (the database's trigger).
   */
  async moveAllToProject(em: EntityManager, from: string, to: string): Promise<void> {
    await em.execute(
      `update task_labels tl set label_id = nl.id
       from labels ol, labels nl
       where ol.id = tl.label_id and ol.project_id = ?::uuid
         and nl.project_id = ?::uuid and lower(nl.name) = lower(ol.name)`,
      [from, to],
    );
    await em.execute(
      `delete from task_labels tl using labels l where l.id = tl.label_id and l.project_id = ?::uuid`,
      [from],
    );
    await em.execute('update tasks set project_id = ?::uuid where project_id = ?::uuid', [to, from]);
  },

  /** Moves the task to the trash (see deleteMany). */
  delete(em: EntityManager, task: Pick<Task, 'id' | 'projectId' | 'ref'>, actorId: string): Promise<void> {
    return taskWrites.deleteMany(em, [task], actorId);
  },
};
