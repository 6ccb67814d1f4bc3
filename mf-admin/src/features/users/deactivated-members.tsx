import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import { formatShortDate } from '@tm/i18n/dates';
import { registerAccountSecurityNamespace } from '@tm/i18n/register-account-security';
import { Avatar } from '@tm/ui/avatar';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { ErrorState } from '@tm/ui/error-state';
import { UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../profile/failure-text.ts';
import { FlashMessage } from '../profile/flash-message.tsx';
import panel from '../profile/panel.module.css';
import { useFlash } from '../profile/use-flash.ts';
import styles from './users-panel.module.css';

registerAccountSecurityNamespace();

/**
 * Members an admin deactivated (left out of the team list above), each with
 * Reactivate. Shown only when there are some.
 */
export function DeactivatedMembers() {
  const { t } = useTranslation('accountSecurity');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.accountControl.deactivated.queryOptions());
  const [flash, showFlash] = useFlash();
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.accountControl.deactivated.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
  };
  useSocketEvent('users:updated', () =>
    queryClient.invalidateQueries({ queryKey: trpc.accountControl.deactivated.queryKey() }),
  );
  const reactivate = useMutation(
    trpc.accountControl.reactivate.mutationOptions({
      onError: (err) => showFlash({ kind: 'error', text: failureText(err, t('admin.failed')) }),
    }),
  );

  if (list.isError) return <ErrorState title={t('admin.loadFailed')} onRetry={() => void list.refetch()} />;
  if (!list.data?.length && !flash) return null;
  return (
    <section className={panel.section} aria-labelledby="tm-admin-deactivated">
      <h3 id="tm-admin-deactivated" className={panel.sectionTitle}>
        {t('admin.deactivatedTitle')}
      </h3>
      <FlashMessage flash={flash} />
      {list.data && list.data.length > 0 && (
        <ul className={styles.list}>
          {list.data.map((member) => (
            <li key={member.id} className={styles.row}>
              <Avatar emoji={member.avatar} />
              <div className={styles.who}>
                <span className={styles.name}>{member.name}</span>
                <span className={styles.muted}>
                  {member.email ? `${member.email} · ` : ''}
                  {t('admin.deactivatedOn', { date: formatShortDate(member.deactivatedAt) })}
                </span>
              </div>
              <div className={styles.badges}>
                <Badge tone="warning">{t('admin.deactivatedBadge')}</Badge>
              </div>
              <div className={styles.rowActions}>
                <Button
                  size="sm"
                  icon={<UserCheck size={14} aria-hidden="true" />}
                  disabled={reactivate.isPending}
                  onClick={() =>
                    reactivate.mutate(
                      { id: member.id },
                      {
                        onSuccess: () => {
                          showFlash({ kind: 'success', text: t('admin.reactivated', { name: member.name }) });
                          reload();
                        },
                      },
                    )
                  }
                >
                  {t('admin.reactivate')}
                  <span className="tm-visually-hidden"> {member.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
