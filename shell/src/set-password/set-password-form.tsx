import { useSession } from '@tm/api-client/session';
import type { PasswordLinkLookup } from '@tm/domain/auth/password-link.schema';
import { newPasswordProblem } from '@tm/domain/auth/password-rules';
import { errorText } from '@tm/i18n/error-text';
import { Button } from '@tm/ui/button';
import { PasswordField } from '@tm/ui/password-field';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../login/login.module.css';
import { loginErrorMessage } from '../login/login-error.ts';

/**
 * The password (twice, with the registration rules) and, for an account made
 * without one, the address to sign in with. Success signs the person in.
 */
export function SetPasswordForm({
  token,
  link,
  onDone,
}: {
  token: string;
  link: PasswordLinkLookup;
  onDone: () => void;
}) {
  const { t } = useTranslation('shell');
  const { setPasswordWithLink } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needsEmail = link.email === null;
  const empty = !password || !confirmation || (needsEmail && !email.trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (needsEmail && !email.trim()) return setError(t('setPassword.errorEmail'));
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return setError(errorText(problem));
    setBusy(true);
    setError(null);
    try {
      await setPasswordWithLink({ token, password, ...(needsEmail ? { email: email.trim() } : {}) });
      onDone();
    } catch (err) {
      setError(loginErrorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>
        {needsEmail
          ? t('setPassword.hintWithEmail', { name: link.name })
          : t('setPassword.hint', { name: link.name, email: link.email })}
      </p>
      {needsEmail && (
        <TextField
          label={t('login.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
        />
      )}
      <PasswordField
        label={t('setPassword.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('setPassword.confirmation')}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        autoComplete="new-password"
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" disabled={empty || busy}>
        {t('setPassword.submit')}
      </Button>
    </form>
  );
}
