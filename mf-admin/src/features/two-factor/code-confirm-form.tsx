import { Button } from '@tm/ui/button';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import panel from '../profile/panel.module.css';

/** Asks for a code (from the app, or a recovery code) before a change to one's second factor. */
export function CodeConfirmForm({
  hint,
  submitLabel,
  danger,
  error,
  busy,
  onSubmit,
  onCancel,
}: {
  hint: string;
  submitLabel: string;
  danger?: boolean;
  error: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('twoFactor');
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(code);
  };
  return (
    <form className={panel.section} onSubmit={submit} noValidate>
      <p className={panel.muted}>{hint}</p>
      <TextField
        label={t('codeOrRecovery')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        maxLength={16}
        error={error ?? undefined}
      />
      <div className={panel.actions}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy || !code.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
