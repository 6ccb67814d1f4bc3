import { useAdminWarnings } from '@tm/api-client/admin-warnings';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOpenAdminPanel } from '../admin/admin-panel-context.ts';
import styles from './default-password-banner.module.css';

/**
 * Told to every admin while the demo admin still signs in with its seeded
 * password (which the login page may have shown anyone), with the way to change it.
 * Rendered for admins only: anyone else would be refused the warnings.
 */
export function DefaultPasswordBanner() {
  const { t } = useTranslation('shell');
  const openPanel = useOpenAdminPanel();
  const warnings = useAdminWarnings();
  if (!warnings.data?.defaultAdminPassword) return null;
  return (
    <section className={styles.banner} aria-label={t('adminWarning.label')}>
      <ShieldAlert size={16} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{t('adminWarning.defaultPassword')}</p>
      <button type="button" className={styles.action} onClick={() => openPanel('profile')}>
        {t('adminWarning.changePassword')}
      </button>
    </section>
  );
}
