import type { EntityManager } from '@mikro-orm/postgresql';
import type { MeetingOverview, MeetingTask } from '@tm/domain/meeting/meeting.schema';

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
  /** DESIGN's three meeting counters, over tasks that are not done. */
  async counts(em: EntityManager): Promise<MeetingOverview['counts']> {
    const [row] = await em.execute<Record<string, string | number>[]>(
      `select count(*) filter (where priority in ('urgent', 'high')) as critical,
        count(*) filter (where status = 'doing') as in_progress,
        count(*) filter (where client_approval = 'pending') as awaiting
      from tasks where status <> 'done'`,
    );
    return {
      critical: Number(row?.critical ?? 0),
      inProgress: Number(row?.in_progress ?? 0),
      awaitingApproval: Number(row?.awaiting ?? 0),
    };
  },

  /**
   * Critical tasks (urgent or high, not done): urgent first, then due date ascending with
   * undated tasks last, then oldest first. Read through the partial index tasks_open_priority.
   */
  async critical(em: EntityManager, limit: number): Promise<MeetingTask[]> {
    const rows = await em.execute<CriticalRow[]>(
      `select t.id, t.title, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as due_date,
        a.name as assignee_name, a.avatar as assignee_avatar
      from tasks t left join users a on a.id = t.assignee_id
      where t.status <> 'done' and t.priority in ('urgent', 'high')
      order by case t.priority when 'urgent' then 0 else 1 end, t.due_date asc nulls last, t.created_at, t.id
      limit ?`,
      [limit],
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
