// Writes users and tasks straight into the test database, so aggregate tests can
// place rows at exact moments (creation and completion times no API lets a client set).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientApproval, TaskPriority, TaskStatus } from '@tm/domain/task/task.schema';

export const HOUR = 3600 * 1000;
export const DAY = 24 * HOUR;

export async function insertUser(em: EntityManager, name: string, avatar = '👤'): Promise<string> {
  const [row] = await em.execute<{ id: string }[]>(
    'insert into users (name, avatar) values (?, ?) returning id',
    [name, avatar],
  );
  return row!.id;
}

export interface TaskRow {
  title?: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  dueDate?: string | null;
  assigneeId?: string | null;
  clientApproval?: ClientApproval;
  createdAt: Date;
  /** Defaults to createdAt. */
  updatedAt?: Date;
  completedAt?: Date | null;
  isPublic?: boolean;
}

export async function insertTask(em: EntityManager, ownerId: string, t: TaskRow): Promise<string> {
  const [row] = await em.execute<{ id: string }[]>(
    `insert into tasks (title, status, priority, due_date, owner_id, assignee_id, client_approval,
      created_at, updated_at, completed_at, is_public)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [
      t.title ?? 'Task',
      t.status ?? 'todo',
      t.priority ?? 'medium',
      t.dueDate ?? null,
      ownerId,
      t.assigneeId ?? null,
      t.clientApproval ?? 'none',
      t.createdAt,
      t.updatedAt ?? t.createdAt,
      t.completedAt ?? null,
      t.isPublic ?? false,
    ],
  );
  return row!.id;
}

export async function deleteAllTasks(em: EntityManager): Promise<void> {
  await em.execute('delete from tasks');
}
