import type { User } from '@tm/domain/user/user.schema';
import { Avatar } from '@tm/ui/avatar';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

/** The button that opens the profile menu: the menu's own trigger, and its stand-in until the menu has loaded. */
export function ProfileTrigger({ user, ...props }: { user: User } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <button type="button" className={styles.profileTrigger} {...props}>
      <Avatar emoji={user.avatar} size="md" />
      <span className={styles.collapsible}>{user.name}</span>
      <span className="tm-visually-hidden">{t('profile.open')}</span>
      <ChevronDown size={16} aria-hidden="true" />
    </button>
  );
}
