import type { EntityManager } from '@mikro-orm/postgresql';
import type { MeetingOverview, MeetingTask } from '@tm/domain/meeting/meeting.schema';
import { urgencySql } from '@tm/domain/task/urgency';
import { type TaskScope, visibleTasks } from '../tasks/task-scope.ts';

interface CriticalRow {
  id: string;
  title: string;
  status: MeetingTask['status'];
  priority: MeetingTask['priority'];
  due_date: string | null;
  assignee_name: string | null;
  assignee_avatar: string | null;
}

export const meetingRepository = {
  /** DESIGN's three meeting counters, over tasks that are not done; "critical" is packages/domain urgency.ts's. */
  async counts(em: EntityManager, scope: TaskScope): Promise<MeetingOverview['counts']> {
    // The critical predicate needs no date, so it binds no parameter.
    const critical = urgencySql('critical', '').sql;
    const [row] = await em.execute<Record<string, string | number>[]>(
      `select count(*) filter (where ${critical}) as critical,
        count(*) filter (where status = 'doing') as in_progress,
        count(*) filter (where client_approval = 'pending') as awaiting
      from ${visibleTasks(scope)} t where status <> 'done'`,
    );
    return {
      critical: Number(row?.critical ?? 0),
      inProgress: Number(row?.in_progress ?? 0),
      awaitingApproval: Number(row?.awaiting ?? 0),
    };
  },

  /**
   * Critical tasks (urgent or high, not done): urgent first, then due date ascending with
   * undated tasks last, then oldest first. Each priority is read in that order from the
   * partial index tasks_open_priority and stops after `limit` rows, so the cost does not
   * grow with the number of open critical tasks (one sort of every one of them before).
   */
  async critical(em: EntityManager, scope: TaskScope, limit: number): Promise<MeetingTask[]> {
    const firstOf = (priority: 'urgent' | 'high') => `(
      select id, title, status, priority, due_date, created_at, assignee_id from ${visibleTasks(scope)} t
      where status <> 'done' and priority = '${priority}'
      order by due_date asc nulls last, created_at, id
      limit ?)`;
    const rows = await em.execute<CriticalRow[]>(
      `select t.id, t.title, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as due_date,
        a.name as assignee_name, a.avatar as assignee_avatar
      from (${firstOf('urgent')} union all ${firstOf('high')}) t
      left join users a on a.id = t.assignee_id
      order by case t.priority when 'urgent' then 0 else 1 end, t.due_date asc nulls last, t.created_at, t.id
      limit ?`,
      [limit, limit, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      priority: r.priority,
      dueDate: r.due_date,
      assignee: r.assignee_name !== null ? { name: r.assignee_name, avatar: r.assignee_avatar ?? '' } : null,
    }));
  },
};
