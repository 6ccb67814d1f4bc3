import { NavLink, useLocation } from '@tm/ui/router';
import { useTranslation } from 'react-i18next';
import { navScreens } from '../routing/screens.tsx';
import styles from './header.module.css';

/** Links between the screens (routing/screens.tsx); a signed-out visitor sees only the public dashboard. */
export function MainNav({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const entries = navScreens({ signedIn, isAdmin });
  // An entry under another (the calendar at /app/calendar) is its own: there the outer link is not the current page.
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const end = (to: string) =>
    entries.some(({ paths: [other] }) => other.startsWith(`${to}/`) && within(other));
  return (
    <nav aria-label={t('header.mainNav')} className={styles.nav}>
      {entries.map(({ paths: [to], nav: { label, icon: Icon } }) => (
        <NavLink key={to} to={to} end={end(to)} className={styles.navLink}>
          <Icon size={16} aria-hidden="true" />
          <span>{t(label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
