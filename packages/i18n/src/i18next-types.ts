// Translation keys are typed from the English catalogue: `t('login.title')` is
// checked at compile time in every app, and a missing key fails `npm run typecheck`.
import type accountSecurity from './locales/en/accountSecurity.json';
import type admin from './locales/en/admin.json';
import type analytics from './locales/en/analytics.json';
import type api from './locales/en/api.json';
import type attachments from './locales/en/attachments.json';
import type audit from './locales/en/audit.json';
import type bulk from './locales/en/bulk.json';
import type calendar from './locales/en/calendar.json';
import type checklist from './locales/en/checklist.json';
import type comments from './locales/en/comments.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type errors from './locales/en/errors.json';
import type integrations from './locales/en/integrations.json';
import type kanban from './locales/en/kanban.json';
import type labels from './locales/en/labels.json';
import type meeting from './locales/en/meeting.json';
import type projects from './locales/en/projects.json';
import type push from './locales/en/push.json';
import type shell from './locales/en/shell.json';
import type taskDetail from './locales/en/taskDetail.json';
import type tasks from './locales/en/tasks.json';
import type transfer from './locales/en/transfer.json';
import type twoFactor from './locales/en/twoFactor.json';
import type wall from './locales/en/wall.json';

export interface Resources {
  common: typeof common;
  shell: typeof shell;
  errors: typeof errors;
  tasks: typeof tasks;
  dashboard: typeof dashboard;
  meeting: typeof meeting;
  analytics: typeof analytics;
  admin: typeof admin;
  /** The task card's attachments panel (mf-tasks), kept apart from `tasks` so both can grow independently. */
  attachments: typeof attachments;
  /** A task's own view (/app/tasks/{id}), its repetition, the list's toasts (mf-tasks). */
  taskDetail: typeof taskDetail;
  /** The list's bulk actions: selection boxes and the bulk bar (mf-tasks). */
  bulk: typeof bulk;
  /** A task's checklist: its panel, progress and drag announcements (mf-tasks). */
  checklist: typeof checklist;
  /** The task board (kanban) view and the list-or-board toggle (mf-tasks). */
  kanban: typeof kanban;
  /** The "push on this device" setting of the notification settings (mf-admin). */
  push: typeof push;
  /** The calendar of tasks by due date, /app/calendar (mf-tasks), and its link in the header (shell). */
  calendar: typeof calendar;
  /** The team's labels: chips, the form's picker and the label manager (mf-tasks). */
  labels: typeof labels;
  /** Export, import and the trash of the task list (mf-tasks), issue 23. */
  transfer: typeof transfer;
  /** Editing and deleting comments, and the @ member picker of comments and descriptions (mf-tasks). */
  comments: typeof comments;
  /** Calendar and integrations panels (mf-admin) and notification toasts (shell). */
  integrations: typeof integrations;
  /** Personal access tokens and webhooks panels (mf-admin). */
  api: typeof api;
  /** Two-factor sign-in: the profile's section and the admin's (mf-admin), the login's code step (shell). */
  twoFactor: typeof twoFactor;
  /** Password reset, forced password change, my sessions, deactivation (shell and mf-admin), issue 21. */
  accountSecurity: typeof accountSecurity;
  /** Wall screens (kiosk mode, paging) and the urgency vocabulary's legend (mf-dashboard, mf-meeting, mf-analytics). */
  wall: typeof wall;
  /** The audit log panel (mf-admin), issue 21. */
  audit: typeof audit;
  /** The projects, project settings and members pages (shell), issue 31. */
  projects: typeof projects;
}

export type Namespace = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
