import { ApiError } from '@tm/api-client/api-error';
import { apiFetch } from '@tm/api-client/api-fetch';
import { errorMessage } from '@tm/api-client/error-message';
import { Button } from '@tm/ui/button';
import { Link } from '@tm/ui/router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../login/login.module.css';
import { useNewPassword } from '../login/new-password.tsx';

/**
 * The new password (twice, with the registration rules), set with the mailed
 * token. Every session of the account ends, this one too: the person then signs
 * in with the new password. A dead link offers to ask for a new one.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('accountSecurity');
  const newPassword = useNewPassword({
    password: t('reset.password'),
    confirmation: t('reset.confirmation'),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; deadLink: boolean } | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPassword.problem();
    if (problem) return setError({ text: problem, deadLink: false });
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/auth/password-reset/confirm', {
        method: 'POST',
        body: { token, newPassword: newPassword.password },
      });
      setDone(true);
    } catch (err) {
      const deadLink = err instanceof ApiError && err.code === 'PASSWORD_RESET_INVALID';
      setError({ text: errorMessage(err, t('reset.failed')), deadLink });
      setBusy(false);
    }
  };

  if (done) {
    return (
      <>
        <p className={styles.hint} role="status">
          {t('reset.done')}
        </p>
        <Link className={styles.footerLink} to="/login">
          {t('reset.signIn')}
        </Link>
      </>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {newPassword.fields}
      {error && (
        <p className={styles.error} role="alert">
          {error.text}{' '}
          {error.deadLink && (
            // Leaves the token behind: the page shows the form that mails a new link.
            <Link to="/reset-password">{t('reset.askAgain')}</Link>
          )}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" disabled={!newPassword.filled || busy}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
