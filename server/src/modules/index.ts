import { accessTokensModule } from './access-tokens/access-token.module.ts';
import { accountControlModule } from './admin/account-control.module.ts';
import { adminModule } from './admin/admin.module.ts';
import { analyticsModule } from './analytics/analytics.module.ts';
import { attachmentsModule } from './attachments/attachment.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { oidcModule } from './auth/oidc/oidc.module.ts';
import { passwordResetModule } from './auth/password-reset/password-reset.module.ts';
import { sessionsModule } from './auth/sessions/sessions.module.ts';
import { twoFactorModule } from './auth/two-factor/two-factor.module.ts';
import { calendarModule } from './calendar/calendar.module.ts';
import { checklistModule } from './checklists/checklist.module.ts';
import { commentsModule } from './comments/comment.module.ts';
import { inboxModule } from './inbox/inbox.module.ts';
import { integrationsModule } from './integrations/integration.module.ts';
import { invitationsModule } from './invitations/invitation.module.ts';
import { labelsModule } from './labels/label.module.ts';
import { meetingModule } from './meeting/meeting.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { projectsModule } from './projects/project.module.ts';
import { pushModule } from './push/push.module.ts';
import { remindersModule } from './reminders/reminders.module.ts';
import { systemModule } from './system/system.module.ts';
import { tasksModule } from './tasks/task.module.ts';
import { transferModule } from './transfer/transfer.module.ts';
import { trashModule } from './trash/trash.module.ts';
import { usersModule } from './users/users.module.ts';
import { webhooksModule } from './webhooks/webhook.module.ts';

/**
 * Every module of the server, in the order that matters twice:
 * - the REST mount order: the first router with a matching path answers, so
 *   `/api/tasks/export` (transfer) comes before `/api/tasks/:id` (tasks);
 * - the background order (jobs/background.ts): jobs are defined, subscribers
 *   subscribed, started and drained in it. Notifications come before push, whose
 *   pushes are the inbox items the notifier stores; a module without REST paths sits
 *   where its background work belongs.
 * A new module is one line here (modules.test.ts fails on a module file left out).
 */
export const modules = [
  attachmentsModule,
  notificationsModule,
  authModule,
  usersModule,
  adminModule,
  invitationsModule,
  systemModule,
  twoFactorModule,
  passwordResetModule,
  sessionsModule,
  accountControlModule,
  analyticsModule,
  meetingModule,
  trashModule,
  transferModule,
  projectsModule,
  tasksModule,
  commentsModule,
  checklistModule,
  labelsModule,
  inboxModule,
  remindersModule,
  calendarModule,
  integrationsModule,
  accessTokensModule,
  webhooksModule,
  pushModule,
  auditModule,
  oidcModule,
] as const;
