import { useSession } from '@tm/api-client/session';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export function AppHeader() {
  const { t } = useTranslation('shell');
  const { user, signOut } = useSession();
  return (
    <header className="shell-header">
      <nav aria-label={t('nav.label')}>
        <NavLink to="/dashboard">{t('nav.dashboard')}</NavLink> <NavLink to="/app">{t('nav.app')}</NavLink>{' '}
        <NavLink to="/urgent">{t('nav.urgent')}</NavLink> <NavLink to="/meeting">{t('nav.meeting')}</NavLink>{' '}
        <NavLink to="/analytics">{t('nav.analytics')}</NavLink>
      </nav>
      {user ? (
        <button type="button" onClick={() => void signOut()}>
          {t('profile.signOut')}
        </button>
      ) : (
        <NavLink to="/login">{t('nav.signIn')}</NavLink>
      )}
    </header>
  );
}
