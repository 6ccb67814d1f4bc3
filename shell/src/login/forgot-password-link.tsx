import { registerAccountSecurityNamespace } from '@tm/i18n/register-account-security';
import { Link } from '@tm/ui/router';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

/** Under the sign-in form: where a link to choose a new password is asked for. */
export function ForgotPasswordLink() {
  // Here, not at load: a shell module's top level runs before its shared imports are ready.
  registerAccountSecurityNamespace();
  const { t } = useTranslation('accountSecurity');
  return (
    <Link className={styles.linkButton} to="/reset-password">
      {t('forgot.link')}
    </Link>
  );
}
