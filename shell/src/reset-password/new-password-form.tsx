import { ApiError } from '@tm/api-client/api-error';
import { apiFetch } from '@tm/api-client/api-fetch';
import { errorMessage } from '@tm/api-client/error-message';
import { newPasswordProblem } from '@tm/domain/auth/password-rules';
import { errorText } from '@tm/i18n/error-text';
import { Button } from '@tm/ui/button';
import { PasswordField } from '@tm/ui/password-field';
import { Link } from '@tm/ui/router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../login/login.module.css';

/**
 * The new password (twice, with the registration rules), set with the mailed
 * token. Every session of the account ends, this one too: the person then signs
 * in with the new password. A dead link offers to ask for a new one.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('accountSecurity');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; deadLink: boolean } | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return setError({ text: errorText(problem), deadLink: false });
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/auth/password-reset/confirm', {
        method: 'POST',
        body: { token, newPassword: password },
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
      <PasswordField
        label={t('reset.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('reset.confirmation')}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        autoComplete="new-password"
      />
      {error && (
        <p className={styles.error} role="alert">
          {error.text}{' '}
          {error.deadLink && (
            // Leaves the token behind: the page shows the form that mails a new link.
            <Link to="/reset-password">{t('reset.askAgain')}</Link>
          )}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" disabled={!password || !confirmation || busy}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
