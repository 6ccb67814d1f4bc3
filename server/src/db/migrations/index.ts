import type { MigrationObject } from '@mikro-orm/core';
import { InitialSchema } from './20261122-0001-initial-schema.migration.ts';
import { LoginAttemptKind } from './20261123-0001-login-attempt-kind.migration.ts';
import { IntegrationStatus } from './20261123-0006-integration-status.migration.ts';
import { OpenPriorityOrder } from './20261123-0010-open-priority-order.migration.ts';
import { TaskListChanges } from './20261123-0011-task-list-changes.migration.ts';
import { TicketRequests } from './20261123-0012-ticket-requests.migration.ts';
import { AuthChangeNotices } from './20261125-0001-auth-change-notices.migration.ts';
import { SignInHardening } from './20261125-0031-sign-in-hardening.migration.ts';
import { SignupInvitations } from './20261125-0041-signup-invitations.migration.ts';
import { NotificationEmailConfirmation } from './20261125-0050-notification-email-confirmation.migration.ts';
import { CommentAuthorRecent } from './20261125-0061-comment-author-recent.migration.ts';
import { IntegrationTestLimit } from './20261125-0070-integration-test-limit.migration.ts';
import { TaskDescription } from './20261125-0090-task-description.migration.ts';
import { Labels } from './20261126-0010-labels.migration.ts';
import { TaskChecklist } from './20261126-0020-task-checklist.migration.ts';
import { CommentEditsMentions } from './20261126-0030-comment-edits-mentions.migration.ts';
import { TaskPosition } from './20261126-0040-task-position.migration.ts';
import { AccessTokens } from './20261126-0080-access-tokens.migration.ts';
import { Webhooks } from './20261126-0081-webhooks.migration.ts';
import { PasswordResetSessions } from './20261127-0200-password-reset-sessions.migration.ts';
import { AuditLog } from './20261127-0300-audit-log.migration.ts';
import { OidcSubject } from './20261127-0301-oidc-subject.migration.ts';
import { TaskTrash } from './20261127-0800-task-trash.migration.ts';
import { PushSubscriptions } from './20261127-0500-push-subscriptions.migration.ts';
import { InboxReminders } from './20261127-0400-inbox-reminders.migration.ts';
import { TwoFactor } from './20261127-0100-two-factor.migration.ts';

// Listed explicitly (not discovered from disk) so the order is reviewed and the
// list works the same from source and from a bundle. Append new migrations here.
export const migrationsList: MigrationObject[] = [
  { name: '20261122-0001-initial-schema', class: InitialSchema },
  { name: '20261123-0001-login-attempt-kind', class: LoginAttemptKind },
  { name: '20261123-0006-integration-status', class: IntegrationStatus },
  { name: '20261123-0010-open-priority-order', class: OpenPriorityOrder },
  { name: '20261123-0011-task-list-changes', class: TaskListChanges },
  { name: '20261123-0012-ticket-requests', class: TicketRequests },
  { name: '20261125-0001-auth-change-notices', class: AuthChangeNotices },
  { name: '20261125-0070-integration-test-limit', class: IntegrationTestLimit },
  { name: '20261125-0041-signup-invitations', class: SignupInvitations },
  { name: '20261125-0050-notification-email-confirmation', class: NotificationEmailConfirmation },
  { name: '20261125-0031-sign-in-hardening', class: SignInHardening },
  { name: '20261125-0061-comment-author-recent', class: CommentAuthorRecent },
  { name: '20261125-0090-task-description', class: TaskDescription },
  { name: '20261126-0010-labels', class: Labels },
  { name: '20261126-0080-access-tokens', class: AccessTokens },
  { name: '20261126-0081-webhooks', class: Webhooks },
  { name: '20261126-0030-comment-edits-mentions', class: CommentEditsMentions },
  { name: '20261126-0020-task-checklist', class: TaskChecklist },
  { name: '20261126-0040-task-position', class: TaskPosition },
  { name: '20261127-0300-audit-log', class: AuditLog },
  { name: '20261127-0301-oidc-subject', class: OidcSubject },
  { name: '20261127-0800-task-trash', class: TaskTrash },
  { name: '20261127-0500-push-subscriptions', class: PushSubscriptions },
  { name: '20261127-0400-inbox-reminders', class: InboxReminders },
  { name: '20261127-0100-two-factor', class: TwoFactor },
];
  { name: '20261127-0200-password-reset-sessions', class: PasswordResetSessions },
