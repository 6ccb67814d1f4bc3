import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicTask, Task } from '@tm/domain/task/task.schema';
import { taskRepository } from './task.repository.ts';

/** Every task with owner, assignee and comments (members only; the router checks the session). */
export function listTasks(em: EntityManager): Promise<Task[]> {
  return taskRepository.listAll(em);
}

/** What anyone may see of public tasks (DESIGN: public data). */
export function listPublicTasks(em: EntityManager): Promise<PublicTask[]> {
  return taskRepository.listPublic(em);
}
