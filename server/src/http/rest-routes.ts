import type { Express } from 'express';
import type { AppDeps } from '../app-deps.ts';
import { accessTokensRest } from '../modules/access-tokens/access-token.rest.ts';
import { accountControlRest } from '../modules/admin/account-control.rest.ts';
import { adminRest } from '../modules/admin/admin.rest.ts';
import { analyticsRest } from '../modules/analytics/analytics.rest.ts';
import { attachmentsRest } from '../modules/attachments/attachment.rest.ts';
import { auditRest } from '../modules/audit/audit.rest.ts';
import { authRest } from '../modules/auth/auth.rest.ts';
import { oidcRest } from '../modules/auth/oidc/oidc.rest.ts';
import { passwordResetRest } from '../modules/auth/password-reset/password-reset.rest.ts';
import { sessionsRest } from '../modules/auth/sessions/sessions.rest.ts';
import { twoFactorRest } from '../modules/auth/two-factor/two-factor.rest.ts';
import { calendarRest } from '../modules/calendar/calendar.rest.ts';
import { checklistRest } from '../modules/checklists/checklist.rest.ts';
import { commentsRest } from '../modules/comments/comment.rest.ts';
import { historyRest } from '../modules/history/history.rest.ts';
import { inboxRest } from '../modules/inbox/inbox.rest.ts';
import { integrationRest } from '../modules/integrations/integration.rest.ts';
import { invitationsRest } from '../modules/invitations/invitation.rest.ts';
import { labelsRest } from '../modules/labels/label.rest.ts';
import { meetingRest } from '../modules/meeting/meeting.rest.ts';
import { pushRest } from '../modules/push/push.rest.ts';
import { adminWarningsRest } from '../modules/system/system.rest.ts';
import { tasksRest } from '../modules/tasks/task.rest.ts';
import { transferRest } from '../modules/transfer/transfer.rest.ts';
import { trashRest } from '../modules/trash/trash.rest.ts';
import { usersRest } from '../modules/users/users.rest.ts';
import { webhooksRest } from '../modules/webhooks/webhook.rest.ts';

/**
 * Mounts the REST paths of SPEC section 7. Each module adds its own
 * `xRest(deps)` router here; they are thin adapters over the same services as tRPC.
 */
export function mountRestRoutes(app: Express, deps: AppDeps): void {
  app.use('/api', attachmentsRest(deps));
  void app;
  app.use('/api', authRest(deps), usersRest(deps), adminRest(deps), invitationsRest(deps));
  app.use('/api', adminWarningsRest());
  app.use('/api', twoFactorRest(deps));
  app.use('/api', passwordResetRest(deps), sessionsRest(deps), accountControlRest(deps));
  app.use('/api', analyticsRest(), meetingRest());
  app.use('/api', trashRest(deps), transferRest(deps));
  app.use('/api', tasksRest(deps), commentsRest(deps), historyRest());
  app.use('/api', checklistRest(deps));
  app.use('/api', labelsRest(deps));
  app.use('/api', inboxRest(deps));
  app.use('/api', calendarRest(deps), integrationRest(deps));
  app.use('/api', accessTokensRest(deps), webhooksRest(deps));
  app.use('/api', pushRest(deps));
  app.use('/api', auditRest(deps), oidcRest(deps));
}
