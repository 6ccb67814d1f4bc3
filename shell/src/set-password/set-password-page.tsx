import { errorMessage } from '@tm/api-client/error-message';
import { useNavigate, useSearchParams } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../login/auth-frame.tsx';
import styles from '../login/login.module.css';
import { SetPasswordForm } from './set-password-form.tsx';
import { usePasswordLink } from './use-password-link.ts';

/**
 * /set-password?token=…: where the one-time link an admin hands to a user they
 * created leads. Open to anyone holding the link; an expired, used or unknown
 * link says so and points to the admin for a new one.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = usePasswordLink(token);

  let body: ReactNode;
  if (token && link.isPending) body = <LoadingState label={t('setPassword.checking')} />;
  else if (link.data) {
    body = (
      <SetPasswordForm token={token} link={link.data} onDone={() => navigate('/app', { replace: true })} />
    );
  } else {
    body = (
      <p className={styles.error} role="alert">
        {token ? errorMessage(link.error, t('setPassword.invalid')) : t('setPassword.invalid')}
      </p>
    );
  }

  return (
    <AuthFrame
      icon={<KeyRound size={26} />}
      title={t('setPassword.title')}
      footer={{ to: '/login', label: t('setPassword.toLogin') }}
    >
      {body}
    </AuthFrame>
  );
}
