import type { AppDeps } from '../../app-deps.ts';
import { Notifier } from './notification.service.ts';
import {
  recipientsForComment,
  recipientsForCreated,
  recipientsForEditedComment,
  recipientsForUpdated,
} from './notification-recipients.ts';

/**
 * Turns task events (published after their transaction commits) into
 * notifications. Runs beside the request, never inside it: a failure here is
 * logged and the change the user made stands. Answers the notifier, so that
 * stopping the server can wait for what it still has to deliver.
 */
export function subscribeNotifications(deps: AppDeps): Notifier {
  const notifier = new Notifier(deps);
  deps.events.on('task.created', ({ task, actorId }) => {
    notifier.add({
      task,
      actorId,
      recipients: recipientsForCreated(task, actorId),
      mentionText: task.description,
    });
  });
  deps.events.on('task.updated', ({ task, before, actorId }) => {
    const recipients = recipientsForUpdated(before, task, actorId);
    notifier.add({ task, actorId, recipients, mentionText: task.description });
  });
  deps.events.on('comment.created', ({ task, content, actorId }) => {
    notifier.add({
      task,
      actorId,
      recipients: recipientsForComment(task, actorId, content),
      comment: content,
    });
  });
  deps.events.on('comment.updated', ({ task, before, content, actorId }) => {
    notifier.add({
      task,
      actorId,
      recipients: recipientsForEditedComment(before, content, actorId),
      comment: content,
    });
  });
  return notifier;
}
