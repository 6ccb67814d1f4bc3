import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task } from '@tm/domain/task/task.schema';
import type { MailLanguage } from '@tm/domain/user/reminder-settings';
import { SYSTEM_SCOPE, visibleTasks, worksInProject } from '../tasks/task-scope.ts';
import type { ReminderSettingsOf, ReminderTask } from './reminder-planner.ts';

export interface CandidateTask extends ReminderTask, Pick<Task, 'title' | 'priority'> {}

export interface RecipientSettings extends ReminderSettingsOf {
  id: string;
  language: MailLanguage;
  /** The confirmed notification address, else the account's e-mail; null when neither. */
  mailTo: string | null;
}

/** A delivery's once-only key: per task, kind and local day (the digest: per member and day). */
export interface DeliveryKey {
  kind: 'before' | 'due' | 'overdue_digest';
  userId: string;
  taskId: string | null;
  localDay: string;
}

export const keyOf = (k: DeliveryKey) => `${k.kind}:${k.taskId ?? k.userId}:${k.localDay}`;

export const reminderRepository = {
  /**
   * Open tasks with a due date that a reminder or a digest may be about at `now`:
   * due at most 8 days after today in UTC (7 days ahead plus the widest zone offset),
   * overdue ones included for the digest; each with the member it goes to, while
   * they still see the task's project.
   */
  async candidates(em: EntityManager, now: Date): Promise<CandidateTask[]> {
    return em.execute<CandidateTask[]>(
      `select t.id, t.title, t.priority, t.status, to_char(t.due_date, 'YYYY-MM-DD') as "dueDate",
              coalesce(t.assignee_id, t.owner_id) as "recipientId"
         from ${visibleTasks(SYSTEM_SCOPE)} t
         join users u on u.id = coalesce(t.assignee_id, t.owner_id) and u.deleted_at is null
        where t.status <> 'done' and t.due_date is not null
          and ${worksInProject('u', 't.project_id')}
          and t.due_date <= (?::timestamptz at time zone 'UTC')::date + 8`,
      [now.toISOString()],
    );
  },

  async recipients(em: EntityManager, ids: string[]): Promise<RecipientSettings[]> {
    if (ids.length === 0) return [];
    return em.execute<RecipientSettings[]>(
      `select id, remind_days_before as "remindDaysBefore", remind_hour as "remindHour", time_zone as "timeZone",
              overdue_digest as "overdueDigest", language,
              coalesce(nullif(notification_email, ''), email) as "mailTo"
         from users where id in (select value::uuid from json_array_elements_text(?::json)) and deleted_at is null`,
      [JSON.stringify(ids)],
    );
  },

  /** Keys already delivered on recent days: the sweep skips them without trying. */
  async recentKeys(em: EntityManager, now: Date): Promise<Set<string>> {
    const rows = await em.execute<DeliveryKey[]>(
      `select kind, user_id as "userId", task_id as "taskId", to_char(local_day, 'YYYY-MM-DD') as "localDay"
         from reminder_deliveries where local_day >= (?::timestamptz at time zone 'UTC')::date - 2`,
      [now.toISOString()],
    );
    return new Set(rows.map(keyOf));
  },

  /**
   * Records deliveries once: a key another sweep (this instance or another) already
   * wrote is skipped, waiting for its transaction if it is still open. Answers the
   * keys this call wrote: only those are told, in the same transaction.
   */
  async claim(tx: EntityManager, keys: DeliveryKey[]): Promise<DeliveryKey[]> {
    if (keys.length === 0) return [];
    return tx.execute<DeliveryKey[]>(
      `insert into reminder_deliveries (kind, user_id, task_id, local_day)
       select kind, "userId", "taskId", "localDay"::date
         from json_to_recordset(?::json) as r(kind varchar, "userId" uuid, "taskId" uuid, "localDay" varchar)
       on conflict do nothing
       returning kind, user_id as "userId", task_id as "taskId", to_char(local_day, 'YYYY-MM-DD') as "localDay"`,
      [JSON.stringify(keys)],
    );
  },

  /** Delivery records outlive their local day only long enough to stop a repeat (by day, so an injected clock agrees). */
  async purgeOlderThan(em: EntityManager, days: number, now: Date): Promise<void> {
    await em.execute(
      `delete from reminder_deliveries
        where local_day < (?::timestamptz at time zone 'UTC')::date - make_interval(days => ?)`,
      [now.toISOString(), days],
    );
  },
};
