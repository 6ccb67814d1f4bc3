import { Button } from '@tm/ui/button';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './calendar.module.css';

// SPEC 9: the copy confirmation shows for 2 s.
const CONFIRM_MS = 2000;

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // The Clipboard API needs a secure context; plain http on a LAN falls back to the selection.
    input?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** A read-only address with a Copy button that confirms for 2 s. */
export function CopyField({ label, hint, value }: { label: string; hint: string; value: string }) {
  const { t } = useTranslation('integrations');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    const ok = await copyText(value, input.current);
    setState(ok ? 'copied' : 'failed');
    if (ok) timer.current = setTimeout(() => setState('idle'), CONFIRM_MS);
  };

  return (
    <div className="tm-field">
      <label className="tm-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input
          id={id}
          ref={input}
          className={`tm-input ${styles.address}`}
          value={value}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={`${id}-hint`}
        />
        <Button
          onClick={copy}
          icon={
            state === 'copied' ? (
              <Check size={16} aria-hidden="true" />
            ) : (
              <Copy size={16} aria-hidden="true" />
            )
          }
        >
          {state === 'copied' ? t('calendar.copied') : t('calendar.copy')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="tm-field__hint">
        {hint}
      </p>
      <p role="status" aria-live="polite" className={styles.copyStatus}>
        {state === 'copied' ? t('calendar.copied') : state === 'failed' ? t('calendar.copyFailed') : ''}
      </p>
    </div>
  );
}
