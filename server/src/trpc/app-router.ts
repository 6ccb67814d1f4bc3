import { tokensRouter } from '../modules/access-tokens/access-token.router.ts';
import { accountControlRouter } from '../modules/admin/account-control.router.ts';
import { adminRouter } from '../modules/admin/admin.router.ts';
import { analyticsRouter } from '../modules/analytics/analytics.router.ts';
import { attachmentsRouter } from '../modules/attachments/attachment.router.ts';
import { auditRouter } from '../modules/audit/audit.router.ts';
import { authRouter } from '../modules/auth/auth.router.ts';
import { oidcRouter } from '../modules/auth/oidc/oidc.router.ts';
import { passwordResetRouter } from '../modules/auth/password-reset/password-reset.router.ts';
import { sessionsRouter } from '../modules/auth/sessions/sessions.router.ts';
import { twoFactorRouter } from '../modules/auth/two-factor/two-factor.router.ts';
import { checklistRouter } from '../modules/checklists/checklist.router.ts';
import { commentsRouter } from '../modules/comments/comment.router.ts';
import { inboxRouter } from '../modules/inbox/inbox.router.ts';
import { integrationsRouter } from '../modules/integrations/integration.router.ts';
import { invitationsRouter } from '../modules/invitations/invitation.router.ts';
import { labelsRouter } from '../modules/labels/label.router.ts';
import { meetingRouter } from '../modules/meeting/meeting.router.ts';
import { pushRouter } from '../modules/push/push.router.ts';
import { systemRouter } from '../modules/system/system.router.ts';
import { tasksRouter } from '../modules/tasks/task.router.ts';
import { transferRouter } from '../modules/transfer/transfer.router.ts';
import { trashRouter } from '../modules/trash/trash.router.ts';
import { usersRouter } from '../modules/users/users.router.ts';
import { webhooksRouter } from '../modules/webhooks/webhook.router.ts';
import { router } from './init.ts';

// Each module contributes one sub-router; clients import only the type.
export const appRouter = router({
  system: systemRouter,
  attachments: attachmentsRouter,
  auth: authRouter,
  twoFactor: twoFactorRouter,
  users: usersRouter,
  admin: adminRouter,
  accountControl: accountControlRouter,
  passwordReset: passwordResetRouter,
  sessions: sessionsRouter,
  invitations: invitationsRouter,
  analytics: analyticsRouter,
  meeting: meetingRouter,
  tasks: tasksRouter,
  trash: trashRouter,
  transfer: transferRouter,
  comments: commentsRouter,
  checklist: checklistRouter,
  labels: labelsRouter,
  inbox: inboxRouter,
  integrations: integrationsRouter,
  tokens: tokensRouter,
  webhooks: webhooksRouter,
  push: pushRouter,
  audit: auditRouter,
  oidc: oidcRouter,
});

export type AppRouter = typeof appRouter;
