import type { NotificationPayload } from '@tm/domain/realtime/socket-events';
import { useCallback, useState } from 'react';

/**
 * The profile menu's three local notification flags (SPEC 3: stored locally, per
 * user): which notifications this device shows as desktop notifications while
 * the tab is hidden. Mail and the in-app toasts follow the server's settings
 * (notification settings panel). The stored names keep SPEC's "emailOn…" keys.
 */
export interface NotificationPrefs {
  emailOnAssign: boolean;
  emailOnComplete: boolean;
  emailOnComment: boolean;
}

const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  emailOnAssign: true,
  emailOnComplete: false,
  emailOnComment: true,
};

const notificationPrefsKey = (userId: string) => `notifications:${userId}`;

/** Which flag decides a desktop notification of this kind (a mention follows the comment flag). */
const FLAG_OF: Record<NotificationPayload['kind'], keyof NotificationPrefs> = {
  assigned: 'emailOnAssign',
  completed: 'emailOnComplete',
  commented: 'emailOnComment',
  mentioned: 'emailOnComment',
};

/** Whether this device shows a desktop notification of `kind` for this user. */
export function wantsDesktopNotification(userId: string, kind: NotificationPayload['kind']): boolean {
  return readNotificationPrefs(userId)[FLAG_OF[kind]];
}

function readNotificationPrefs(userId: string): NotificationPrefs {
  try {
    const raw = localStorage.getItem(notificationPrefsKey(userId));
    const stored = raw ? (JSON.parse(raw) as Partial<NotificationPrefs>) : {};
    const pick = (k: keyof NotificationPrefs) =>
      typeof stored[k] === 'boolean' ? stored[k] : DEFAULT_NOTIFICATION_PREFS[k];
    return {
      emailOnAssign: pick('emailOnAssign'),
      emailOnComplete: pick('emailOnComplete'),
      emailOnComment: pick('emailOnComment'),
    };
  } catch {
    return { ...DEFAULT_NOTIFICATION_PREFS };
  }
}

export function useNotificationPrefs(userId: string) {
  const [prefs, setPrefs] = useState(() => readNotificationPrefs(userId));
  const set = useCallback(
    (key: keyof NotificationPrefs, value: boolean) => {
      setPrefs((old) => {
        const next = { ...old, [key]: value };
        try {
          localStorage.setItem(notificationPrefsKey(userId), JSON.stringify(next));
        } catch {
          // Storage unavailable: the choice lasts for this page.
        }
        return next;
      });
    },
    [userId],
  );
  return [prefs, set] as const;
}
