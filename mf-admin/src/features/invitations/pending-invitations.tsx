import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { formatShortDate } from '@tm/i18n/dates';
import { Button } from '@tm/ui/button';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../profile/failure-text.ts';
import { FlashMessage } from '../profile/flash-message.tsx';
import panel from '../profile/panel.module.css';
import { useFlash } from '../profile/use-flash.ts';
import styles from '../users/users-panel.module.css';
import type { useInvitations } from './use-invitations.ts';

/** Invitations not used yet, each with who sent it, until when it works, and Revoke. */
export function PendingInvitations({ invitations }: { invitations: ReturnType<typeof useInvitations> }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const [flash, showFlash] = useFlash();
  const revoke = useMutation(
    trpc.invitations.revoke.mutationOptions({
      onSuccess: () => {
        showFlash({ kind: 'success', text: t('invitations.revoked') });
        invitations.reload();
      },
      onError: (err) => showFlash({ kind: 'error', text: failureText(err, t('invitations.revokeFailed')) }),
    }),
  );

  return (
    <section className={panel.section} aria-labelledby="tm-admin-invitations">
      <h3 id="tm-admin-invitations" className={panel.sectionTitle}>
        {t('invitations.pendingSection')}
      </h3>
      <FlashMessage flash={flash} />
      {invitations.isPending && <LoadingState />}
      {invitations.isError && <ErrorState onRetry={() => void invitations.refetch()} />}
      {invitations.data?.length === 0 && <p className={panel.muted}>{t('invitations.none')}</p>}
      {invitations.data && invitations.data.length > 0 && (
        <ul className={styles.list}>
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className={styles.row}>
              <span aria-hidden="true">✉️</span>
              <div className={styles.who}>
                <span className={styles.name}>{invitation.email}</span>
                <span className={styles.muted}>
                  {t('invitations.pendingDetails', {
                    by: invitation.invitedBy ?? '—',
                    until: formatShortDate(invitation.expiresAt),
                  })}
                </span>
              </div>
              <span />
              <div className={styles.rowActions}>
                <Button
                  size="sm"
                  variant="danger"
                  icon={<Ban size={14} aria-hidden="true" />}
                  onClick={() => revoke.mutate({ id: invitation.id })}
                  disabled={revoke.isPending}
                >
                  {t('invitations.revoke')}
                  <span className="tm-visually-hidden"> {invitation.email}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
