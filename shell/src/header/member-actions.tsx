import type { User } from '@tm/domain/user/user.schema';
import { Button } from '@tm/ui/button';
import { CalendarDays, Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOpenAdminPanel } from '../admin/admin-panel-context.ts';
import { InboxBell } from '../inbox/inbox-bell.tsx';
import { useMemberSettingsSync } from '../inbox/use-member-settings-sync.ts';
import styles from './header.module.css';
import { LazyProfileMenu } from './lazy-profile-menu.tsx';
import { OnlineCount } from './online-count.tsx';
import { TaskCounts } from './task-counts.tsx';

/** The signed-in part of the header: presence, task counts, Calendar, Integrations, the inbox bell, profile menu. */
export default function MemberActions({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const openPanel = useOpenAdminPanel();
  useMemberSettingsSync(user);
  return (
    <>
      <OnlineCount />
      <TaskCounts />
      <Button
        variant="ghost"
        icon={<CalendarDays size={16} aria-hidden="true" />}
        onClick={() => openPanel('calendar')}
      >
        <span className={styles.collapsible}>{t('header.calendar')}</span>
      </Button>
      <Button
        variant="ghost"
        icon={<Plug size={16} aria-hidden="true" />}
        onClick={() => openPanel('integrations')}
      >
        <span className={styles.collapsible}>{t('header.integrations')}</span>
      </Button>
      <InboxBell />
      <LazyProfileMenu user={user} />
    </>
  );
}
