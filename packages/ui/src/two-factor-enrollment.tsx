import type { RecoveryCodes, TwoFactorSetup } from '@tm/domain/auth/two-factor.schema';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodesList } from './recovery-codes.tsx';
import { LoadingState } from './spinner.tsx';
import { TextField } from './text-field.tsx';
import styles from './two-factor.module.css';

export interface TwoFactorEnrollmentProps {
  /** `POST /api/auth/2fa/setup` (or tRPC twoFactor.setup). */
  setup: () => Promise<TwoFactorSetup>;
  /** `POST /api/auth/2fa/confirm`. */
  confirm: (code: string) => Promise<RecoveryCodes>;
  /** After the member has seen the recovery codes. */
  onDone: (result: RecoveryCodes) => void;
  onCancel?: () => void;
  /** The server's refusal as text (the app's translated error). */
  errorText: (err: unknown) => string;
}

/**
 * Enrollment in three steps: a pending key (QR code and the key to type), the first
 * code from the app, then the recovery codes, shown once. Used by the profile and by
 * the login page when an admin requires a second factor. Needs the `twoFactor` namespace.
 */
export function TwoFactorEnrollment({
  setup,
  confirm,
  onDone,
  onCancel,
  errorText,
}: TwoFactorEnrollmentProps) {
  const { t } = useTranslation('twoFactor');
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<RecoveryCodes | null>(null);

  // One pending key per mount; a remount (cancel, then set up again) asks for a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the setup runs once per mount
  useEffect(() => {
    setup().then(setPending, (err) => setError(errorText(err)));
  }, []);

  if (result) return <RecoveryCodesList codes={result.recoveryCodes} onDone={() => onDone(result)} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setResult(await confirm(code));
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.enroll} onSubmit={submit} noValidate>
      {pending ? (
        <>
          <p className={styles.hint}>{t('scan')}</p>
          <div className={styles.keyRow}>
            <QrCode value={pending.otpauthUrl} alt={t('qrAlt')} />
            <div className={styles.manual}>
              <span className={styles.hint}>{t('manualKey')}</span>
              <code className={styles.key} data-testid="manual-key">
                {pending.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </div>
          </div>
          <TextField
            label={t('codeLabel')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            error={error ?? undefined}
          />
          <div className={styles.end}>
            {onCancel && (
              <Button type="button" variant="ghost" onClick={onCancel}>
                {t('cancel')}
              </Button>
            )}
            <Button type="submit" variant="primary" disabled={busy || !code.trim()}>
              {t('confirm')}
            </Button>
          </div>
        </>
      ) : error ? (
        <p className="tm-field__error" role="alert">
          {error}
        </p>
      ) : (
        <LoadingState />
      )}
    </form>
  );
}
