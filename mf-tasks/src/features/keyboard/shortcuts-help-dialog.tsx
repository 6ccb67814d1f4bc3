import { Dialog } from '@tm/ui/dialog';
import { useTranslation } from 'react-i18next';
import styles from './keyboard.module.css';
import { SHORTCUTS } from './shortcuts.ts';

/** The `?` overlay: every list shortcut and what it does. */
export function ShortcutsHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('keyboard.helpTitle')}
      description={t('keyboard.helpDescription')}
    >
      <ShortcutList />
    </Dialog>
  );
}

/** The table of shortcuts (shortcuts.ts) as the dialog's list of terms. */
export function ShortcutList() {
  const { t } = useTranslation('tasks');
  return (
    <dl className={styles.keys}>
      {SHORTCUTS.map(({ keys, label }) => (
        <div key={label} className={styles.row}>
          <dt>
            {keys.map((key) => (
              <kbd key={key} className={styles.kbd}>
                {key}
              </kbd>
            ))}
          </dt>
          <dd>{t(label)}</dd>
        </div>
      ))}
    </dl>
  );
}
