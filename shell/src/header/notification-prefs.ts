import { useCallback, useState } from 'react';

/** The profile menu's three local notification flags (SPEC 3: stored locally, per user). */
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
