import { useClientConfig } from '@tm/api-client/client-config';
import { Link } from '@tm/ui/router';
import { CheckSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Credentials, CredentialsForm } from './credentials-form.tsx';
import { DarkModeSwitch } from './dark-mode-switch.tsx';
import { DemoAccounts } from './demo-accounts.tsx';
import styles from './login.module.css';
import { NameOnlyForm } from './name-only-form.tsx';

export type LoginMode = 'login' | 'signup' | 'nameOnly';

/** /login: Login / Sign Up (and name-only when the server allows it); demo accounts when they exist. */
export default function LoginPage() {
  const { t } = useTranslation('shell');
  const config = useClientConfig();
  const [mode, setMode] = useState<LoginMode>('login');
  const [prefill, setPrefill] = useState<Credentials | null>(null);
  const nameOnly = config.data?.nameOnlyLogin ?? false;

  return (
    <div className={styles.page}>
      <div className={styles.corner}>
        <DarkModeSwitch />
      </div>
      <main className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            <CheckSquare size={26} />
          </span>
          <h1 className={styles.title}>{t('login.title')}</h1>
          <p className={styles.subtitle}>{t('login.subtitle')}</p>
        </div>

        {mode === 'nameOnly' ? (
          <NameOnlyForm onUseEmail={() => setMode('login')} />
        ) : (
          <>
            <fieldset className={styles.tabs}>
              <legend className="tm-visually-hidden">{t('login.modes')}</legend>
              {(['login', 'signup'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  className={styles.tab}
                  aria-pressed={mode === m}
                  onClick={() => setMode(m)}
                >
                  {m === 'login' ? t('login.modeLogin') : t('login.modeSignUp')}
                </button>
              ))}
            </fieldset>
            <CredentialsForm key={mode} mode={mode} prefill={prefill} />
            {nameOnly && (
              <button type="button" className={styles.linkButton} onClick={() => setMode('nameOnly')}>
                {t('login.useNameOnly')}
              </button>
            )}
          </>
        )}

        {config.data && config.data.demoAccounts.length > 0 && mode !== 'nameOnly' && (
          <DemoAccounts
            accounts={config.data.demoAccounts}
            onPick={(account) => {
              setMode('login');
              setPrefill({ ...account });
            }}
          />
        )}
      </main>
      <Link className={styles.footerLink} to="/dashboard">
        {t('login.viewDashboard')}
      </Link>
    </div>
  );
}
