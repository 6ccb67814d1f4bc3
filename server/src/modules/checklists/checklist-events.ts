import type { Task } from '@tm/domain/task/task.schema';
import { toTaskUpdate } from '@tm/domain/task/task-update';
import type { AppDeps } from '../../app-deps.ts';

/**
 * A checklist change reaches members as the task it belongs to (issue 19: every
 * change to a task or its checklist is a `task:updated`), after commit. The task's
 * own fields and version are unchanged, so no app event: nobody is notified of a
 * ticked item, and the public list, which shows no checklist, is not touched.
 */
export function publishChecklistChanged(deps: AppDeps, task: Task): void {
  deps.realtime.toProject(task.projectId, 'task:updated', toTaskUpdate(task, ['checklist']));
}
