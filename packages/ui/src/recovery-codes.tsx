import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import styles from './two-factor.module.css';

/**
 * Recovery codes shown once, with copy and download (a text file). The `twoFactor`
 * namespace must be registered by the screen (`@tm/i18n/register-two-factor`).
 */
export function RecoveryCodesList({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('twoFactor');
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <section className={styles.recovery} aria-labelledby="tm-recovery-codes-title">
      <h4 id="tm-recovery-codes-title" className={styles.recoveryTitle}>
        {t('recoveryTitle')}
      </h4>
      <p className={styles.hint}>{t('recoveryHint')}</p>
      <ul className={styles.codes} aria-label={t('recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button size="sm" icon={<Copy size={14} aria-hidden="true" />} onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button size="sm" asChild>
          <a href={href} download="recovery-codes.txt">
            <Download size={14} aria-hidden="true" />
            {t('download')}
          </a>
        </Button>
        <span role="status" className={styles.hint}>
          {copied ? t('copied') : ''}
        </span>
      </div>
      <div className={styles.end}>
        <Button variant="primary" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    </section>
  );
}
