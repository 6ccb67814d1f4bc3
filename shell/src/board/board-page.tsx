import { useOnlineUsers } from '@tm/api-client/online-users';
import { useSession } from '@tm/api-client/session';
import { Avatar } from '@tm/ui/avatar';
import { useTranslation } from 'react-i18next';
import { RemoteScreen } from '../remotes/remote-screen.tsx';
import styles from './board.module.css';

/** /app: who is signed in and who is online, then the task board of mf-tasks. */
export default function BoardPage() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const online = useOnlineUsers();
  return (
    <div className={styles.page}>
      <section className={styles.presence} aria-label={t('board.onlineUsers')}>
        {user && (
          <p className={styles.me}>
            <span className={styles.muted}>{t('board.loggedInAs')}</span>
            <Avatar emoji={user.avatar} size="sm" />
            <strong>{user.name}</strong>
          </p>
        )}
        <div className={styles.online}>
          <span className={styles.muted}>{t('board.onlineUsers')}</span>
          <ul className={styles.onlineList}>
            {online.map((u) => (
              <li key={u.id} className={styles.onlineUser}>
                <Avatar emoji={u.avatar} size="sm" />
                {u.name}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <RemoteScreen name="mf-tasks" props={{ view: 'list' }} />
    </div>
  );
}
