import { apiFetch } from '@tm/api-client/api-fetch';
import { useSession } from '@tm/api-client/session';
import type { RecoveryCodes, TwoFactorChallenge, TwoFactorSetup } from '@tm/domain/auth/two-factor.schema';
import type { User } from '@tm/domain/user/user.schema';
import { registerTwoFactorNamespace } from '@tm/i18n/register-two-factor';
import { Button } from '@tm/ui/button';
import { TextField } from '@tm/ui/text-field';
import { TwoFactorEnrollment } from '@tm/ui/two-factor-enrollment';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';
import { loginErrorMessage } from './login-error.ts';
import own from './two-factor-step.module.css';

/**
 * The second step of a password sign-in: a code from the app (or a recovery code),
 * or, when an admin requires a second factor the account lacks, its enrollment. The
 * browser holds only a pending sign-in until then; `onCancel` goes back to the password.
 */
export function TwoFactorStep({
  challenge,
  onCancel,
}: {
  challenge: TwoFactorChallenge;
  onCancel: () => void;
}) {
  // Here, not at load: a shell module's top level runs before its shared imports are ready.
  registerTwoFactorNamespace();
  const { t } = useTranslation('twoFactor');
  const { completeSignIn } = useSession();
  const titleId = useId();
  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <h2 id={titleId} className={own.stepTitle}>
        {challenge.enrollmentRequired ? t('login.enrollTitle') : t('login.title')}
      </h2>
      {challenge.enrollmentRequired ? (
        <>
          <p className={styles.hint}>{t('login.enrollIntro')}</p>
          <TwoFactorEnrollment
            setup={() => apiFetch<TwoFactorSetup>('/api/auth/2fa/setup', { method: 'POST' })}
            confirm={(code) =>
              apiFetch<RecoveryCodes>('/api/auth/2fa/confirm', { method: 'POST', body: { code } })
            }
            onDone={(result) => result.user && completeSignIn(result.user)}
            onCancel={onCancel}
            errorText={loginErrorMessage}
          />
        </>
      ) : (
        <CodeForm onCancel={onCancel} onVerified={completeSignIn} />
      )}
    </section>
  );
}

function CodeForm({ onCancel, onVerified }: { onCancel: () => void; onVerified: (user: User) => void }) {
  const { t } = useTranslation('twoFactor');
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { user } = await apiFetch<{ user: User }>('/api/auth/2fa/verify', {
        method: 'POST',
        body: { code },
      });
      // The route guard takes the signed-in user onwards.
      onVerified(user);
    } catch (err) {
      setError(loginErrorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{recovery ? t('login.enterRecovery') : t('login.enterCode')}</p>
      <TextField
        // A new field when the kind of code changes: its keyboard and autofill differ.
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t('login.recoveryLabel') : t('codeLabel')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        maxLength={recovery ? 16 : 8}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" disabled={busy || !code.trim()}>
        {t('login.verify')}
      </Button>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          setRecovery((r) => !r);
          setCode('');
          setError(null);
        }}
      >
        {recovery ? t('login.useApp') : t('login.useRecovery')}
      </button>
      <button type="button" className={styles.linkButton} onClick={onCancel}>
        {t('login.back')}
      </button>
    </form>
  );
}
