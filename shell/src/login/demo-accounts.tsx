import type { ClientConfig } from '@tm/api-client/client-config';
import { Shield, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

type Account = ClientConfig['demoAccounts'][number];

/** The demo accounts the server created; a click fills the login form. */
export function DemoAccounts({ accounts, onPick }: { accounts: Account[]; onPick: (a: Account) => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.demo} aria-labelledby="demo-title">
      <h2 id="demo-title" className={styles.demoTitle}>
        {t('login.demoTitle')}
      </h2>
      <p className={styles.hint}>{t('login.demoHint')}</p>
      <ul className={styles.demoList}>
        {accounts.map((a) => (
          <li key={a.email}>
            <button type="button" className={styles.demoAccount} onClick={() => onPick(a)}>
              {a.isAdmin ? <Shield size={16} aria-hidden="true" /> : <User size={16} aria-hidden="true" />}
              <span className={styles.demoText}>
                <span className={styles.demoRole}>
                  {a.isAdmin ? t('login.demoAdmin') : t('login.demoUser')}
                </span>
                <span className={styles.demoCreds}>
                  {a.email} / {a.password}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
