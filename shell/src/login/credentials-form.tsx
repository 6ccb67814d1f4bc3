import { useSession } from '@tm/api-client/session';
import type { TwoFactorChallenge } from '@tm/domain/auth/two-factor.schema';
import { SIGNUP_AVATARS } from '@tm/domain/user/avatars';
import { AvatarPicker } from '@tm/ui/avatar-picker';
import { Button } from '@tm/ui/button';
import { PasswordField } from '@tm/ui/password-field';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordLink } from './forgot-password-link.tsx';
import styles from './login.module.css';
import { loginErrorMessage } from './login-error.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Email and password (plus name and avatar at sign-up). An invitation fixes the
 * address: the server signs up only the one it was sent to.
 */
export function CredentialsForm({
  mode,
  prefill,
  invitation = null,
  onSecondStep,
}: {
  mode: 'login' | 'signup';
  prefill: Credentials | null;
  invitation?: { token: string; email: string } | null;
  /** Told when the second factor's step shows or goes. */
  onSecondStep?: (active: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const { signIn, signUp, signOut } = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(invitation?.email ?? prefill?.email ?? '');
  const [password, setPassword] = useState(prefill?.password ?? '');
  const [avatar, setAvatar] = useState<string>(SIGNUP_AVATARS[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The password was right but a second factor is asked for: its step replaces the form.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: told of the step, not of a new callback
  useEffect(() => onSecondStep?.(challenge !== null), [challenge]);

  useEffect(() => {
    if (!prefill) return;
    setEmail(prefill.email);
    setPassword(prefill.password);
    setError(null);
  }, [prefill]);

  const signup = mode === 'signup';
  const empty = !email || !password || (signup && !name);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) return setError(t('login.errorEmailPassword'));
    if (signup && !name.trim()) return setError(t('login.errorNameForRegistration'));
    setBusy(true);
    setError(null);
    try {
      if (signup) {
        const invited = invitation ? { invitation: invitation.token } : {};
        await signUp({ name: name.trim(), email: email.trim(), password, avatar, ...invited });
      } else {
        const answer = await signIn({ email: email.trim(), password });
        if ('twoFactorRequired' in answer) {
          setChallenge(answer);
          setBusy(false);
        }
      }
      // The route guard takes the signed-in user onwards (to `next` or /app).
    } catch (err) {
      setError(loginErrorMessage(err));
      setBusy(false);
    }
  };

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onCancel={() => {
          // A session held until enrollment is signed out; a pending sign-in just expires.
          if (challenge.enrollmentRequired) void signOut();
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {signup && (
        <TextField
          label={t('login.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
        />
      )}
      <TextField
        label={t('login.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
        readOnly={invitation !== null}
      />
      <PasswordField
        label={t('login.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete={signup ? 'new-password' : 'current-password'}
      />
      {signup && (
        <fieldset className={styles.fieldset}>
          <legend className="tm-field__label">{t('login.avatar')}</legend>
          <AvatarPicker
            choices={SIGNUP_AVATARS}
            value={avatar}
            onChange={setAvatar}
            label={t('login.avatar')}
          />
        </fieldset>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" disabled={empty || busy}>
        {signup ? t('login.submitSignUp') : t('login.submitLogin')}
      </Button>
      {!signup && <ForgotPasswordLink />}
    </form>
  );
}
