import { Button } from '@tm/ui/button';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './api-panels.module.css';

// The copy confirmation shows for 2 s, like the calendar link's.
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

/** A secret shown once (a new token or a webhook's signing secret), with a Copy button. */
export function SecretReveal(props: {
  title: string;
  hint: string;
  label: string;
  value: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('api');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    const ok = await copyText(props.value, input.current);
    setState(ok ? 'copied' : 'failed');
    if (ok) timer.current = setTimeout(() => setState('idle'), CONFIRM_MS);
  };
  return (
    <section className={styles.reveal} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{props.title}</h3>
      <p>{props.hint}</p>
      <div className="tm-field">
        <label className="tm-field__label" htmlFor={id}>
          {props.label}
        </label>
        <div className={styles.copyRow}>
          <input
            id={id}
            ref={input}
            className={`tm-input ${styles.secret}`}
            value={props.value}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
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
            {state === 'copied' ? t('tokens.copied') : t('tokens.copy')}
          </Button>
        </div>
      </div>
      <p role="status" aria-live="polite">
        {state === 'copied' ? t('tokens.copied') : state === 'failed' ? t('tokens.copyFailed') : ''}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={props.onDone}>
          {t('tokens.done')}
        </Button>
      </div>
    </section>
  );
}
