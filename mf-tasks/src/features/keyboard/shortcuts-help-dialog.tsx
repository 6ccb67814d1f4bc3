import { Dialog } from '@tm/ui/dialog';
import { useTranslation } from 'react-i18next';
import styles from './keyboard.module.css';
import { SHORTCUT_KEYS } from './use-task-shortcuts.ts';

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
      <dl className={styles.keys}>
        {SHORTCUT_KEYS.map(([key, action]) => (
          <div key={key} className={styles.row}>
            <dt>
              <kbd className={styles.kbd}>{key}</kbd>
            </dt>
            <dd>{t(`keyboard.actions.${action}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
