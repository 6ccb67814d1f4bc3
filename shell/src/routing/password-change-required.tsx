import { apiFetch } from '@tm/api-client/api-fetch';
import { errorMessage } from '@tm/api-client/error-message';
import { useSession } from '@tm/api-client/session';
import { registerAccountSecurityNamespace } from '@tm/i18n/register-account-security';
import { Button } from '@tm/ui/button';
import { PasswordField } from '@tm/ui/password-field';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../login/auth-frame.tsx';
import styles from '../login/login.module.css';
import { useNewPassword } from '../login/new-password.tsx';

/**
 * Shown instead of every signed-in screen while the member's password is a
 * temporary one an admin set (`mustChangePassword`): they choose their own, or
 * sign out. Their other sessions were already ended when the admin set it.
 */
export default function PasswordChangeRequired() {
  // Here, not at load: a shell module's top level runs before its shared imports are ready.
  registerAccountSecurityNamespace();
  const { t } = useTranslation('accountSecurity');
  const { refresh, signOut } = useSession();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword({
    password: t('forced.password'),
    confirmation: t('forced.confirmation'),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPassword.problem();
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/auth/change-password', {
        method: 'PATCH',
        body: { currentPassword: current, newPassword: newPassword.password },
      });
      // The session's user, read again, no longer asks for a change: the screens come back.
      await refresh();
    } catch (err) {
      setError(errorMessage(err, t('forced.failed')));
      setBusy(false);
    }
  };

  return (
    <AuthFrame icon={<KeyRound size={26} />} title={t('forced.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.hint}>{t('forced.hint')}</p>
        <PasswordField
          label={t('forced.current')}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
        />
        {newPassword.fields}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" size="lg" disabled={!current || !newPassword.filled || busy}>
          {t('forced.submit')}
        </Button>
        <button type="button" className={styles.linkButton} onClick={() => void signOut()}>
          {t('forced.signOut')}
        </button>
      </form>
    </AuthFrame>
  );
}
