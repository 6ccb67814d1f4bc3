import { useClientConfig } from '@tm/api-client/client-config';
import { errorMessage } from '@tm/api-client/error-message';
import { signupOffered } from '@tm/domain/auth/signup-mode';
import { Link } from '@tm/ui/router';
import { CheckSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Credentials, CredentialsForm } from './credentials-form.tsx';
import { DarkModeSwitch } from './dark-mode-switch.tsx';
import { DemoAccounts } from './demo-accounts.tsx';
import styles from './login.module.css';
import { NameOnlyForm } from './name-only-form.tsx';
import { OidcSignIn, oidcErrorOf } from './oidc-sign-in.tsx';
import { useInvitationLink } from './use-invitation-link.ts';

export type LoginMode = 'login' | 'signup' | 'nameOnly';

/**
 * /login: Login / Sign Up (and name-only when the server allows it); demo accounts
 * when they exist. Sign Up shows only when the server's sign-up mode allows it, or
 * for a valid invitation link (`?invitation=…`), which opens it with the address filled.
 */
export default function LoginPage() {
  const { t } = useTranslation('shell');
  const config = useClientConfig();
  const invitation = useInvitationLink();
  const [mode, setMode] = useState<LoginMode>(invitation ? 'signup' : 'login');
  const [prefill, setPrefill] = useState<Credentials | null>(null);
  // After a right password, the second factor's step: the other ways in are hidden meanwhile.
  const [secondStep, setSecondStep] = useState(false);
  const oidc = config.data?.oidc ?? null;
  const [oidcError] = useState(() => oidcErrorOf(window.location.search));
  // OIDC_ONLY: the provider is the only way in; the server refuses passwords too.
  const passwords = !oidc?.only;
  const nameOnly = passwords && (config.data?.nameOnlyLogin ?? false);
  const invited = invitation?.valid ? { token: invitation.token, email: invitation.valid.email } : null;
  const signUp = config.data && passwords ? signupOffered(config.data.signup, invited !== null) : false;
  const modes = signUp ? (['login', 'signup'] as const) : (['login'] as const);
  // Until the server has answered (or when it says no), only Login is offered.
  const shownMode = mode === 'signup' && !signUp ? 'login' : mode;
  useEffect(() => {
    if (invitation?.valid) setMode('signup');
  }, [invitation?.valid]);

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

        {invitation?.error != null && (
          <p className={styles.error} role="alert">
            {errorMessage(invitation.error, t('login.invitationInvalid'))}
          </p>
        )}
        {invited && shownMode === 'signup' && (
          <p className={styles.hint}>{t('login.invitationHint', { email: invited.email })}</p>
        )}

        <OidcSignIn config={oidc} error={oidcError} />
        {!passwords ? null : shownMode === 'nameOnly' ? (
          <NameOnlyForm onUseEmail={() => setMode('login')} />
        ) : (
          <>
            {modes.length > 1 && !secondStep && (
              <fieldset className={styles.tabs}>
                <legend className="tm-visually-hidden">{t('login.modes')}</legend>
                {modes.map((m) => (
                  <button
                    key={m}
                    type="button"
                    className={styles.tab}
                    aria-pressed={shownMode === m}
                    onClick={() => setMode(m)}
                  >
                    {m === 'login' ? t('login.modeLogin') : t('login.modeSignUp')}
                  </button>
                ))}
              </fieldset>
            )}
            <CredentialsForm
              // A new form once the invitation is known, so its address fills the field.
              key={`${shownMode}:${invited?.email ?? ''}`}
              mode={shownMode}
              prefill={prefill}
              onSecondStep={setSecondStep}
              invitation={shownMode === 'signup' ? invited : null}
            />
            {nameOnly && !secondStep && (
              <button type="button" className={styles.linkButton} onClick={() => setMode('nameOnly')}>
                {t('login.useNameOnly')}
              </button>
            )}
          </>
        )}

        {passwords &&
          config.data &&
          config.data.demoAccounts.length > 0 &&
          shownMode !== 'nameOnly' &&
          !secondStep && (
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
