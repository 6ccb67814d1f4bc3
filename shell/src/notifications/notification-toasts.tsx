import { useSession } from '@tm/api-client/session';
import type { NotificationPayload } from '@tm/domain/realtime/socket-events';
import en from '@tm/i18n/locales/en/integrations.json';
import fr from '@tm/i18n/locales/fr/integrations.json';
import nl from '@tm/i18n/locales/nl/integrations.json';
import { registerNamespace } from '@tm/i18n/register-namespace';
import { Button } from '@tm/ui/button';
import { Bell, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wantsDesktopNotification } from '../header/notification-prefs.ts';
import { receiveNotifications } from './notification-inbox.ts';
import styles from './notification-toasts.module.css';
import {
  askForNotifications,
  canAskForNotifications,
  showSystemNotification,
} from './system-notification.ts';

registerNamespace('integrations', { en, fr, nl });

const SHOW_MS = 8000;
const MAX_TOASTS = 4;

interface Toast {
  id: string;
  text: string;
}

/**
 * Shows the server's `notification` events (assigned, completed, commented, mentioned) as
 * small toasts; while the tab is hidden, also as a system notification through
 * the service worker, once the user has allowed it from a toast.
 */
export default function NotificationToasts() {
  const { t } = useTranslation('integrations');
  const { t: tc } = useTranslation('common');
  const userId = useSession().user?.id;
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [canAsk, setCanAsk] = useState(canAskForNotifications);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const dismiss = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((x) => x.id !== id));
  };

  const show = (n: NotificationPayload) => {
    const text = t(`notifications.${n.kind}`, {
      actor: n.actor.name || t('notifications.someone'),
      title: n.taskTitle,
    });
    const id = `${n.kind}:${n.taskId}:${n.createdAt}`;
    setToasts((list) => [...list.filter((x) => x.id !== id), { id, text }].slice(-MAX_TOASTS));
    timers.current.set(
      id,
      setTimeout(() => dismiss(id), SHOW_MS),
    );
    // The profile menu's flags are this device's choice of desktop notifications.
    if (document.visibilityState === 'hidden' && userId && wantsDesktopNotification(userId, n.kind)) {
      void showSystemNotification(tc('appName'), text, id);
    }
  };
  // The latest `show` (fresh translations) handles each notification, including those that came early.
  const showRef = useRef(show);
  showRef.current = show;
  useEffect(() => receiveNotifications((n) => showRef.current(n)), []);

  return (
    <section className={styles.region} aria-label={t('notifications.region')}>
      <div role="status" aria-live="polite">
        <ol className={styles.list}>
          {toasts.map((toast) => (
            <li key={toast.id} className={styles.toast}>
              <Bell size={16} aria-hidden="true" className={styles.icon} />
              <div className={styles.body}>
                <p className={styles.text}>{toast.text}</p>
                {canAsk && (
                  <button
                    type="button"
                    className={styles.ask}
                    onClick={() =>
                      void askForNotifications().finally(() => setCanAsk(canAskForNotifications()))
                    }
                  >
                    {t('notifications.enableDesktop')}
                  </button>
                )}
              </div>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t('notifications.dismiss')}
                onClick={() => dismiss(toast.id)}
              >
                <X size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
