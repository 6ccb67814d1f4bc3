import { useSession } from '@tm/api-client/session';
import type { PasswordLinkLookup } from '@tm/domain/auth/password-link.schema';
import type { TwoFactorChallenge } from '@tm/domain/auth/two-factor.schema';
import { Button } from '@tm/ui/button';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../login/login.module.css';
import { loginErrorMessage } from '../login/login-error.ts';
import { useNewPassword } from '../login/new-password.tsx';
import { TwoFactorStep } from '../login/two-factor-step.tsx';

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
  const newPassword = useNewPassword({
    password: t('setPassword.password'),
    confirmation: t('setPassword.confirmation'),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The password is set; the account's second factor is asked before the session.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const needsEmail = link.email === null;
  const empty = !newPassword.filled || (needsEmail && !email.trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (needsEmail && !email.trim()) return setError(t('setPassword.errorEmail'));
    const problem = newPassword.problem();
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const answer = await setPasswordWithLink({
        token,
        password: newPassword.password,
        ...(needsEmail ? { email: email.trim() } : {}),
      });
      if ('twoFactorRequired' in answer) {
        setChallenge(answer);
        setBusy(false);
        return;
      }
      onDone();
    } catch (err) {
      setError(loginErrorMessage(err));
      setBusy(false);
    }
  };

  if (challenge) {
    // The link is used up: going back means signing in with the new password.
    return <TwoFactorStep challenge={challenge} onCancel={() => window.location.assign('/login')} />;
  }

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
      {newPassword.fields}
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
