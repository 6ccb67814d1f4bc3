import type { AppDeps } from '../../app-deps.ts';
import { notify } from './notification.service.ts';
import {
  recipientsForComment,
  recipientsForCreated,
  recipientsForUpdated,
} from './notification-recipients.ts';

/**
 * Turns task events (published after their transaction commits) into
 * notifications. Runs beside the request, never inside it: a failure here is
 * logged and the change the user made stands.
 */
export function subscribeNotifications(deps: AppDeps): void {
  const run = (work: Promise<void>) => {
    work.catch((err) => deps.log.error({ err }, 'notification failed'));
  };
  deps.events.on('task.created', ({ task, actorId }) => {
    run(notify(deps, task, actorId, recipientsForCreated(task, actorId)));
  });
  deps.events.on('task.updated', ({ task, before, actorId }) => {
    run(notify(deps, task, actorId, recipientsForUpdated(before, task, actorId)));
  });
  deps.events.on('comment.created', ({ task, content, actorId }) => {
    run(notify(deps, task, actorId, recipientsForComment(task, actorId), content));
  });
}
