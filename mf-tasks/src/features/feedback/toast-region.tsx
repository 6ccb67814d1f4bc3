import { CheckCircle2, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import '../task-detail/task-detail-i18n.ts';
import styles from './toast-region.module.css';
import { currentToasts, dismissToast, subscribeToasts } from './toasts.ts';

/**
 * Where `showToast` messages appear: always mounted (a live region must exist
 * before its text changes to be read out), at the bottom of the screen.
 */
export function ToastRegion() {
  const { t } = useTranslation('taskDetail');
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  return (
    <section className={styles.region} aria-label={t('toast.region')}>
      <div role="status" aria-live="polite">
        <ol className={styles.list}>
          {toasts.map((toast) => (
            <li key={toast.id} className={styles.toast} data-testid="toast">
              <CheckCircle2 size={18} aria-hidden="true" className={styles.icon} />
              <p className={styles.text}>{toast.text}</p>
              <button
                type="button"
                className={styles.dismiss}
                aria-label={t('toast.dismiss')}
                onClick={() => dismissToast(toast.id)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
