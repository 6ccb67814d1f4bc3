import type { EntityManager } from '@mikro-orm/postgresql';
import { addDaysTo } from '@tm/domain/task/date-only';
import type { TaskPriority, TaskStatus } from '@tm/domain/task/task.schema';
import { hasUrgency, URGENCY_TERMS, type UrgencyTerm, urgencySql } from '@tm/domain/task/urgency';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { analyticsOverview } from '../analytics/analytics.service.ts';
import { DAY, deleteAllTasks, insertTask, insertUser } from '../analytics/task-rows.test-helper.ts';
import { meetingRepository } from '../meeting/meeting.repository.ts';
import { SYSTEM_SCOPE } from '../tasks/task-scope.ts';
import { urgentCountQuery } from '../tasks/task-urgent-rows.ts';

// Issue 24's one vocabulary: overdue, critical and urgent are each one pure rule and one SQL
// predicate (packages/domain urgency.ts). Both run here over the same rows: every priority ×
// status × due date around the boundaries, and each screen's count must be the rule's count.
const NOW = new Date('2026-11-22T12:00:00.000Z');
const TODAY = '2026-11-22';
const PRIORITIES: TaskPriority[] = ['low', 'medium', 'high', 'urgent'];
const STATUSES: TaskStatus[] = ['todo', 'doing', 'done'];
const DUES = [-30, -1, 0, 1, 2, 7, null].map((d) => (d === null ? null : addDaysTo(TODAY, d)));

interface Seeded {
  id: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string | null;
}

const t = useTestApp();
const seeded: Seeded[] = [];
const em = () => t.app.deps.orm.em.fork() as EntityManager;

beforeAll(async () => {
  const e = em();
  await deleteAllTasks(e);
  const owner = await insertUser(e, 'Vocabulary owner');
  for (const priority of PRIORITIES) {
    for (const status of STATUSES) {
      for (const dueDate of DUES) {
        const id = await insertTask(e, owner, {
          title: `${priority} ${status} ${dueDate ?? 'undated'}`,
          priority,
          status,
          dueDate,
          createdAt: new Date(NOW.getTime() - 2 * DAY),
          completedAt: status === 'done' ? new Date(NOW.getTime() - DAY) : null,
        });
        seeded.push({ id, status, priority, dueDate });
      }
    }
  }
});

async function idsBySql(term: UrgencyTerm): Promise<string[]> {
  const p = urgencySql(term, TODAY, 't');
  const rows = await em().execute<{ id: string }[]>(`select t.id from tasks t where ${p.sql}`, p.params);
  return rows.map((r) => r.id).sort();
}

const idsByRule = (term: UrgencyTerm) =>
  seeded
    .filter((task) => hasUrgency(term, task, TODAY))
    .map((task) => task.id)
    .sort();

describe('one vocabulary of overdue, critical and urgent', () => {
  it.each(URGENCY_TERMS)('%s: the SQL predicate keeps exactly the rows the pure rule keeps', async (term) => {
    const byRule = idsByRule(term);
    expect(byRule.length).toBeGreaterThan(0);
    expect(await idsBySql(term)).toEqual(byRule);
  });

  it('the terms nest as documented: overdue ⊂ urgent, and a critical task due within a day is urgent', () => {
    for (const task of seeded) {
      if (hasUrgency('overdue', task, TODAY)) expect(hasUrgency('urgent', task, TODAY)).toBe(true);
      const soon = task.dueDate !== null && task.dueDate <= addDaysTo(TODAY, 1);
      if (hasUrgency('critical', task, TODAY) && soon) expect(hasUrgency('urgent', task, TODAY)).toBe(true);
    }
    // A high task due next week is critical, not urgent; an overdue low task is urgent, not critical.
    const nextWeekHigh = seeded.find(
      (s) => s.priority === 'high' && s.status === 'todo' && s.dueDate === addDaysTo(TODAY, 7),
    )!;
    expect([hasUrgency('critical', nextWeekHigh, TODAY), hasUrgency('urgent', nextWeekHigh, TODAY)]).toEqual([
      true,
      false,
    ]);
    const lateLow = seeded.find(
      (s) => s.priority === 'low' && s.status === 'todo' && s.dueDate === addDaysTo(TODAY, -1),
    )!;
    expect([hasUrgency('critical', lateLow, TODAY), hasUrgency('urgent', lateLow, TODAY)]).toEqual([
      false,
      true,
    ]);
  });

  it('each screen counts the same tasks: meeting critical, urgent list total, analytics overdue', async () => {
    const counts = await meetingRepository.counts(em(), SYSTEM_SCOPE);
    expect(counts.critical).toBe(idsByRule('critical').length);

    const urgent = urgentCountQuery(SYSTEM_SCOPE, TODAY);
    const [row] = await em().execute<{ total: string | number }[]>(urgent.sql, urgent.params);
    expect(Number(row!.total)).toBe(idsByRule('urgent').length);

    // Every seeded task was created two days before NOW, so inside the 7-day period.
    const analytics = await analyticsOverview(em(), SYSTEM_SCOPE, { days: 7 }, NOW);
    expect(analytics.overdue).toBe(idsByRule('overdue').length);
  });
});
