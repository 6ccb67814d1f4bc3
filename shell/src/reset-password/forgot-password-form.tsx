import { apiFetch } from '@tm/api-client/api-fetch';
import { errorMessage } from '@tm/api-client/error-message';
import { Button } from '@tm/ui/button';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../login/login.module.css';

/** Asks for a reset link; the answer is the same whether or not the address is an account's. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('accountSecurity');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!address) return;
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/auth/password-reset', { method: 'POST', body: { email: address } });
      setSentTo(address);
    } catch (err) {
      setError(errorMessage(err, t('forgot.failed')));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <p className={styles.hint} role="status">
        {t('forgot.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('forgot.hint')}</p>
      <TextField
        label={t('forgot.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" disabled={!email.trim() || busy}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
