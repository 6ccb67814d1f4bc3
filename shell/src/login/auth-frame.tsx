import { Link } from '@tm/ui/router';
import type { ReactNode } from 'react';
import { DarkModeSwitch } from './dark-mode-switch.tsx';
import styles from './login.module.css';

/**
 * The card the signed-out pages share (set a password, reset it, choose one's
 * own): the theme switch in the corner, an icon and title, the page's content,
 * and one link under the card.
 */
export function AuthFrame({
  icon,
  title,
  children,
  footer,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  footer?: { to: string; label: string };
}) {
  return (
    <div className={styles.page}>
      <div className={styles.corner}>
        <DarkModeSwitch />
      </div>
      <main className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {icon}
          </span>
          <h1 className={styles.title}>{title}</h1>
        </div>
        {children}
      </main>
      {footer && (
        <Link className={styles.footerLink} to={footer.to}>
          {footer.label}
        </Link>
      )}
    </div>
  );
}
