import { registerAccountSecurityNamespace } from '@tm/i18n/register-account-security';
import { useSearchParams } from '@tm/ui/router';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../login/auth-frame.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

/**
 * /reset-password: without a token, the "Forgot password?" form that mails a
 * link; with the mailed `?token=…`, the form that sets the new password.
 */
export default function ResetPasswordPage() {
  // Here, not at load: a shell module's top level runs before its shared imports are ready.
  registerAccountSecurityNamespace();
  const { t } = useTranslation('accountSecurity');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthFrame
      icon={<KeyRound size={26} />}
      title={token ? t('reset.title') : t('forgot.title')}
      footer={{ to: '/login', label: t('frame.toLogin') }}
    >
      {token ? <NewPasswordForm token={token} /> : <ForgotPasswordForm />}
    </AuthFrame>
  );
}
