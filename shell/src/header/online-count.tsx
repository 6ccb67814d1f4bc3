import { useOnlineUsers } from '@tm/api-client/online-users';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

export function OnlineCount() {
  const { t } = useTranslation('shell');
  const count = useOnlineUsers().length;
  return (
    <span className={styles.stat} data-testid="online-count">
      <span className={styles.onlineDot} aria-hidden="true" />
      <Users size={16} aria-hidden="true" />
      {t('header.onlineCount', { count })}
    </span>
  );
}
