import { NavLink, useLocation } from '@tm/ui/router';
import {
  AlertTriangle,
  BarChart3,
  CalendarDays,
  LayoutDashboard,
  ListTodo,
  Presentation,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

const LINKS = [
  { to: '/dashboard', key: 'nav.dashboard', icon: LayoutDashboard, members: false },
  { to: '/app', key: 'nav.app', icon: ListTodo, members: true },
  { to: '/urgent', key: 'nav.urgent', icon: AlertTriangle, members: true },
  { to: '/app/calendar', key: 'nav.calendar', icon: CalendarDays, members: true },
  { to: '/meeting', key: 'nav.meeting', icon: Presentation, members: true },
  { to: '/analytics', key: 'nav.analytics', icon: BarChart3, members: true },
] as const;

/** Links between the screens; a signed-out visitor sees only the public dashboard. */
export function MainNav({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('shell');
  // The calendar lives under /app but is its own entry: there the tasks link is not the current page.
  const onCalendar = useLocation().pathname.startsWith('/app/calendar');
  return (
    <nav aria-label={t('header.mainNav')} className={styles.nav}>
      {LINKS.filter((l) => signedIn || !l.members).map(({ to, key, icon: Icon }) => (
        <NavLink key={to} to={to} end={to === '/app' && onCalendar} className={styles.navLink}>
          <Icon size={16} aria-hidden="true" />
          <span>{t(key)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
