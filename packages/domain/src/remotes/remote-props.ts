// The props each remote's one exposed module (`./App`) takes from the shell.
// The shell and the remotes are built separately, so this file is their contract.

export const REMOTE_NAMES = ['mf-tasks', 'mf-dashboard', 'mf-meeting', 'mf-analytics', 'mf-admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface TasksRemoteProps {
  /** `list` is the task board of /app, `urgent` the urgent and overdue list of /urgent, `calendar` /app/calendar. */
  view: 'list' | 'urgent' | 'calendar';
}

export type AdminPanel =
  | 'profile'
  | 'users'
  | 'notifications'
  | 'integrations'
  | 'calendar'
  | 'tokens'
  | 'webhooks'
  | 'audit';

export interface AdminRemoteProps {
  /** Which modal to show; the shell mounts the remote only while one is open. */
  panel: AdminPanel;
  onClose: () => void;
}

/** mf-dashboard, mf-meeting and mf-analytics take no props. */
export type NoProps = Record<string, never>;
