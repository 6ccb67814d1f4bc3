import type { EntityManager } from '@mikro-orm/postgresql';
import type { HistoryEntry } from '@tm/domain/task/task.schema';
import { notFound } from '../../errors/domain-error.ts';
import { taskReads } from '../tasks/task-reads.ts';
import { historyRepository } from './history.repository.ts';

/** The change history of one task, newest first (members only; 404 for an unknown task). */
export async function taskHistory(em: EntityManager, taskId: string): Promise<HistoryEntry[]> {
  if (!(await taskReads.exists(em, taskId))) throw notFound('Task');
  return historyRepository.listForTask(em, taskId);
}
