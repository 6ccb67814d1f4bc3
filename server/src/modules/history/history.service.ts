import type { EntityManager } from '@mikro-orm/postgresql';
import type { HistoryEntry } from '@tm/domain/task/task.schema';
import { historyRepository } from './history.repository.ts';

/**
 * The change history of one task, newest first. Its endpoint (`tasks.history`) has
 * resolved the task in the caller's scope already (a 404 outside it).
 */
export function taskHistory(em: EntityManager, taskId: string): Promise<HistoryEntry[]> {
  return historyRepository.listForTask(em, taskId);
}
