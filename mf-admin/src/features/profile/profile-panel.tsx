import { useSession } from '@tm/api-client/session';
import { Dialog } from '@tm/ui/dialog';
import { LoadingState } from '@tm/ui/spinner';
import { useTranslation } from 'react-i18next';
import { SessionsSection } from '../sessions/sessions-section.tsx';
import { TwoFactorSection } from '../two-factor/two-factor-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/** SPEC's user management modal: the signed-in user's own profile and password. */
export function ProfilePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('profile.title')}
      description={t('profile.description')}
    >
      {user ? (
        <>
          <ProfileForm key={`${user.id}-profile`} user={user} />
          <PasswordForm user={user} />
          {/* A second factor guards password sign-in: nothing to guard without a password. */}
          {user.hasPassword && <TwoFactorSection />}
          <SessionsSection />
        </>
      ) : (
        <LoadingState />
      )}
    </Dialog>
  );
}
