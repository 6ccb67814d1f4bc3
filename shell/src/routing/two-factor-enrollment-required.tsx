import { useSession } from '@tm/api-client/session';
import { registerTwoFactorNamespace } from '@tm/i18n/register-two-factor';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../login/auth-frame.tsx';
import { TwoFactorStep } from '../login/two-factor-step.tsx';

const ENROLLMENT = { twoFactorRequired: true, enrollmentRequired: true } as const;

/**
 * Shown instead of every signed-in screen while the session is held until a
 * second factor an admin requires is set up (a sign-up, a set-password link, or a
 * reload during the login page's enrollment): the enrollment, or sign out.
 */
export default function TwoFactorEnrollmentRequired() {
  // Here, not at load: a shell module's top level runs before its shared imports are ready.
  registerTwoFactorNamespace();
  const { t } = useTranslation('twoFactor');
  const { signOut } = useSession();
  return (
    <AuthFrame icon={<ShieldCheck size={26} />} title={t('section')}>
      <TwoFactorStep challenge={ENROLLMENT} onCancel={() => void signOut()} />
    </AuthFrame>
  );
}
