import { AttachmentSchema } from '../modules/attachments/attachment.entity.ts';
import { LoginAttemptSchema } from '../modules/auth/login-attempt.entity.ts';
import { SessionSchema } from '../modules/auth/session.entity.ts';
import { CommentSchema } from '../modules/comments/comment.entity.ts';
import { HistoryEntrySchema } from '../modules/history/history-entry.entity.ts';
import { IntegrationSchema, IntegrationTicketSchema } from '../modules/integrations/integration.entity.ts';
import { MailOutboxSchema } from '../modules/notifications/mail-outbox.entity.ts';
import { NotificationEmailConfirmationSchema } from '../modules/notifications/notification-email-confirmation.entity.ts';
import { TaskSchema } from '../modules/tasks/task.entity.ts';
import { UserSchema } from '../modules/users/user.entity.ts';

// Every entity, registered explicitly (no folder discovery).
export const entities = [
  UserSchema,
  SessionSchema,
  LoginAttemptSchema,
  TaskSchema,
  CommentSchema,
  AttachmentSchema,
  HistoryEntrySchema,
  IntegrationSchema,
  IntegrationTicketSchema,
  MailOutboxSchema,
  NotificationEmailConfirmationSchema,
];
