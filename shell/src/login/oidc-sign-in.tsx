import { OIDC_ERROR_CODES, type OidcClientConfig, type OidcErrorCode } from '@tm/domain/auth/oidc.schema';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';
import sso from './oidc-sign-in.module.css';

/** The code the server put on the login page after a failed single sign-on, if any. */
export function oidcErrorOf(search: string): OidcErrorCode | null {
  const code = new URLSearchParams(search).get('oidcError');
  return code && (OIDC_ERROR_CODES as readonly string[]).includes(code) ? (code as OidcErrorCode) : null;
}

/**
 * Single sign-on (OIDC_*): the provider's button, a full-page navigation to
 * /api/auth/oidc/start, and why the last attempt failed. "or" separates it from the
 * password form unless OIDC_ONLY hides that form.
 */
export function OidcSignIn({
  config,
  error,
}: {
  config: OidcClientConfig | null;
  error: OidcErrorCode | null;
}) {
  const { t } = useTranslation('shell');
  return (
    <div className={sso.sso}>
      {error && (
        <p className={styles.error} role="alert">
          {t(`login.oidc.errors.${error}`)}
        </p>
      )}
      {config && (
        <>
          <a className={sso.button} href="/api/auth/oidc/start">
            <KeyRound size={18} aria-hidden="true" />
            {config.label}
          </a>
          {!config.only && <p className={sso.or}>{t('login.oidc.or')}</p>}
        </>
      )}
    </div>
  );
}
